#!/bin/sh
# Refreshes the mana symbol font the web pages draw costs and text with
# (server/static/mana) from the npm registry's mana-font package: its
# WOFF2 font (SIL OFL 1.1) and its stylesheet (MIT) without the
# @font-face rules, which name font files the server does not carry; the
# pages' own rule loads mana.woff2. Usage: scripts/mana-font.sh [VERSION]
set -eu
version=${1:-1.18.0}
out=$(cd "$(dirname "$0")/.." && pwd)/server/static/mana
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "mana-font@$version" >/dev/null && tar xzf "mana-font-$version.tgz")
cp "$tmp/package/fonts/mana.woff2" "$out/mana.woff2"
{
	printf '/* mana-font %s (npm), by Andrew Gioia: https://github.com/andrewgioia/mana\n' "$version"
	printf '   CSS under the MIT licence, font under the SIL OFL 1.1: see LICENSE.txt.\n'
	printf '   Its @font-face rules are replaced by the one below. */\n'
	printf '@font-face {\n  font-family: "Mana";\n  src: url("mana.woff2?v=%s") format("woff2");\n  font-weight: normal;\n  font-style: normal;\n  font-display: block;\n}\n' "$version"
	# Drop every @font-face block (Mana and MPlantin) of the package's CSS.
	awk '/^@font-face/ { skip = 1 } !skip { print } skip && /^}/ { skip = 0 }' "$tmp/package/css/mana.css" |
		grep -v '^/\*# sourceMappingURL'
} >"$out/mana.css"
