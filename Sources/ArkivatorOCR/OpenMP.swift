#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps Tesseract's OpenMP threads out of the way of page-level parallelism.
///
/// Debian's libtesseract.so.5 is built with OpenMP (`ldd` shows libgomp.so.1): the LSTM
/// recogniser runs its four gates in a `#pragma omp parallel … num_threads(4)` region, so every
/// recognition wakes up to three extra spinning threads. Measured on the 2-core build machine with
/// the half-A4 fixture, that makes a single page *slower* (about 1.4–2.1 s instead of 0.55–0.9 s,
/// with most of the extra time spent spinning in the kernel), and it oversubscribes the cores when
/// pages are recognised in parallel.
///
/// The usual advice is `OMP_THREAD_LIMIT=1`, but libgomp reads its environment once, in a
/// constructor that runs when the library is loaded, before `main`. Setting the variable at first
/// use (`setenv`) therefore does nothing — verified: the threads still appear. What does work is
/// `omp_set_max_active_levels(0)`, which makes every parallel region inactive (one thread). In
/// libgomp (GCC 12) that setting belongs to the calling thread, so it is applied on the thread
/// that is about to call Tesseract, right before each call; it costs a few nanoseconds.
///
/// The function is looked up with `dlsym` so that a Tesseract built without OpenMP (Homebrew's,
/// for one) needs nothing: the lookup finds no symbol and this does nothing. If the caller did set
/// `OMP_THREAD_LIMIT` in the environment before the process started, that still applies too.
enum OpenMP {
    private typealias SetMaxActiveLevels = @convention(c) (Int32) -> Void

    private struct Symbol: @unchecked Sendable {
        // A C function pointer resolved once; calling it is thread-safe.
        let function: SetMaxActiveLevels?
    }

    private static let setMaxActiveLevels: Symbol = {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "omp_set_max_active_levels") else {
            return Symbol(function: nil)
        }
        return Symbol(function: unsafeBitCast(symbol, to: SetMaxActiveLevels.self))
    }()

    /// Whether the process has an OpenMP runtime loaded (libgomp with Debian's Tesseract).
    static var isLoaded: Bool { setMaxActiveLevels.function != nil }

    /// Makes OpenMP parallel regions started from the calling thread run on that thread alone.
    static func runSeriallyOnCallingThread() {
        setMaxActiveLevels.function?(0)
    }

    /// Undoes `runSeriallyOnCallingThread` for the calling thread: one active level of
    /// parallelism, libgomp's default (Tesseract's regions are not nested).
    static func allowParallelRegionsOnCallingThread() {
        setMaxActiveLevels.function?(1)
    }
}
