import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket and a loopback address at `port`, for the tests that reach a server as a
/// browser would, or look for a port to give one.
public func loopbackSocket(port: Int = 0) throws -> (descriptor: Int32, address: sockaddr_in) {
    #if canImport(Glibc)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    return (descriptor, address)
}

/// A port nobody listens on right now: the one the kernel gave a loopback socket, which
/// closes again as it goes.
public func freePort() throws -> Int {
    var (descriptor, address) = try loopbackSocket()
    defer { close(descriptor) }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
        }
    }
    guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
    return Int(UInt16(bigEndian: address.sin_port))
}
