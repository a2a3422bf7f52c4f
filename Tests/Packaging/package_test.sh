#!/usr/bin/env bash
# Checks a built Arkivator .deb without installing it or building anything: what it holds,
# what it depends on, its maintainer scripts, and its systemd unit as `systemd-analyze verify`
# sees it in the package's own tree. Sends nothing over any network.
#
# Usage: Tests/Packaging/package_test.sh .build-package/arkivator_X.Y.Z_amd64.deb
set -euo pipefail

deb="${1:?Bruk: Tests/Packaging/package_test.sh PAKKE.deb}"
root="$(mktemp -d)"
trap 'rm -rf "$root"' EXIT
failures=0
check() { # check "what" command...
    local what="$1"; shift
    if "$@" >/dev/null 2>&1; then echo "ok   $what"; else echo "FEIL $what"; failures=$((failures + 1)); fi
}

dpkg-deb -x "$deb" "$root"
dpkg-deb -e "$deb" "$root/DEBIAN"
field() { dpkg-deb -f "$deb" "$1"; }

check "the binary is an executable ELF file" sh -c "file -L '$root/usr/lib/arkivator/arkivator' | grep -q 'ELF.*executable'"
check "/usr/bin/arkivator leads to it" test "$(readlink "$root/usr/bin/arkivator")" = ../lib/arkivator/arkivator
check "the Swift runtime is linked in, not needed on the machine" \
    sh -c "! (readelf -d '$root/usr/lib/arkivator/arkivator' | grep -E 'NEEDED.*lib(swiftCore|Foundation)')"
for bundle in Arkivator_ArkivatorWeb Arkivator_ArkivatorStore Arkivator_ArkivatorWire; do
    check "the resources $bundle are beside the binary" test -d "$root/usr/lib/arkivator/$bundle.resources"
done
check "the web templates are there" test -f "$root/usr/lib/arkivator/Arkivator_ArkivatorWeb.resources/Templates/welcome.mustache"
check "the unit is there" test -f "$root/usr/lib/systemd/system/arkivator.service"
check "the Avahi service announces _https._tcp" grep -q "<type>_https._tcp</type>" "$root/etc/avahi/services/arkivator.service"
check "the Avahi file is XML" python3 -c "import sys, xml.dom.minidom as m; m.parse(sys.argv[1])" "$root/etc/avahi/services/arkivator.service"
check "the Avahi port is the unit's" sh -c "grep -q '<port>443</port>' '$root/etc/avahi/services/arkivator.service' && grep -q '^Environment=ARKIVATOR_PORT=443' '$root/usr/lib/systemd/system/arkivator.service'"
check "the settings in /etc are conffiles" sh -c "grep -qx /etc/default/arkivator '$root/DEBIAN/conffiles' && grep -qx /etc/avahi/services/arkivator.service '$root/DEBIAN/conffiles'"
for script in postinst prerm postrm; do
    check "$script is there and executable" test -x "$root/DEBIAN/$script"
    check "$script is valid sh" sh -n "$root/DEBIAN/$script"
done
check "postinst makes the arkivator user" grep -q "adduser --system" "$root/DEBIAN/postinst"
check "postinst starts the service only under systemd" grep -q "/run/systemd/system" "$root/DEBIAN/postinst"
check "postrm erases the library only on purge, saying so first" \
    sh -c "awk '/^purge\\)/,/;;/' '$root/DEBIAN/postrm' | grep -q 'echo \"Sletter arkivet' && ! awk '/^remove\\)/,/;;/' '$root/DEBIAN/postrm' | grep -q 'rm -rf'"
depends="$(field Depends)"
for package in tesseract-ocr-nor tesseract-ocr-eng tesseract-ocr-osd poppler-utils libtesseract5 liblept5 libheif1 libsqlite3-0 libc6 adduser; do
    check "Depends names $package" sh -c "echo '$depends' | tr ',' '\n' | grep -q '^ *$package\\b'"
done
check "the unit runs as its own user, in its state folder" \
    sh -c "grep -qx User=arkivator '$root/usr/lib/systemd/system/arkivator.service' && grep -qx StateDirectory=arkivator '$root/usr/lib/systemd/system/arkivator.service'"
for setting in ProtectSystem=strict ProtectHome=yes PrivateTmp=yes NoNewPrivileges=yes SystemCallFilter=@system-service Restart=on-failure; do
    check "the unit has $setting" grep -qx "$setting" "$root/usr/lib/systemd/system/arkivator.service"
done

# verify needs the base units the service is ordered against; the host's are copied in.
mkdir -p "$root/usr/lib/systemd/system"
cp -an /usr/lib/systemd/system/. "$root/usr/lib/systemd/system/"
if systemd-analyze verify --root="$root" arkivator.service; then
    echo "ok   systemd-analyze verify accepts the unit"
else
    echo "FEIL systemd-analyze verify"; failures=$((failures + 1))
fi

echo "Depends: $depends"
if ((failures)); then echo "$failures sjekk(er) feilet."; exit 1; fi
echo "Alle sjekker gikk bra."
