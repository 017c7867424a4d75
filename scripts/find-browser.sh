#!/usr/bin/env bash
# Finds the Chromium the e2e tests run in and prints its path on stdout (nothing else goes there):
#   PORTICO_CHROMIUM if set, else /usr/bin/chromium, else Playwright's own Chromium.
# When there is none it installs one (apt-get as root or through sudo, else
# `npx playwright install chromium`); when that fails it prints ONE line saying how to get a
# browser and exits 1. It also makes sure CJK fonts are there (fonts-noto-cjk): installed when
# possible, else one warning line. Installer output goes to .reports/find-browser.log.
# Use: PORTICO_CHROMIUM="$(bash scripts/find-browser.sh)" || exit 1
set -u
cd "$(dirname "$0")/.."
mkdir -p .reports
LOG=.reports/find-browser.log
: >"$LOG"

say() { echo "$*" >&2; }

SUDO=""
CAN_APT=0
if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ]; then CAN_APT=1
  elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then CAN_APT=1; SUDO="sudo -n"
  fi
fi
APT_UPDATED=0
apt_install() {
  [ "$CAN_APT" = 1 ] || return 1
  if [ "$APT_UPDATED" = 0 ]; then
    $SUDO apt-get update >>"$LOG" 2>&1 || return 1
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "$@" >>"$LOG" 2>&1
}

playwright_chromium() {
  node -e "const { chromium } = require('@playwright/test'); process.stdout.write(chromium.executablePath())" 2>>"$LOG"
}

find_chromium() {
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; return 0; fi
  local own
  own="$(playwright_chromium)"
  if [ -n "$own" ] && [ -x "$own" ]; then echo "$own"; return 0; fi
  return 1
}

has_cjk_fonts() {
  [ -d /usr/share/fonts/opentype/noto ] && return 0
  command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh 2>/dev/null | head -n 1)" ]
}

# Fonts first: without CJK glyphs the pages still work, but screenshots and layout differ.
if ! has_cjk_fonts; then
  say "[find-browser] installing CJK fonts (fonts-noto-cjk)…"
  apt_install fonts-noto-cjk || true
  has_cjk_fonts || say "[find-browser] warning: no CJK fonts (Chinese text renders as boxes); install them with: sudo apt-get install -y fonts-noto-cjk"
fi

if [ -n "${PORTICO_CHROMIUM:-}" ]; then
  if [ -x "$PORTICO_CHROMIUM" ] && [ -f "$PORTICO_CHROMIUM" ]; then echo "$PORTICO_CHROMIUM"; exit 0; fi
  say "no browser for the e2e tests: PORTICO_CHROMIUM=$PORTICO_CHROMIUM is not an executable file; point it at a Chromium binary or unset it to use /usr/bin/chromium"
  exit 1
fi

if find_chromium; then exit 0; fi

say "[find-browser] no Chromium found; installing one…"
if [ "$CAN_APT" = 1 ]; then
  apt_install chromium
else
  npx --no-install playwright install chromium >>"$LOG" 2>&1
fi
if find_chromium; then exit 0; fi

say "no browser for the e2e tests and installing one failed (see $LOG): run 'sudo apt-get install -y chromium' (or 'npx playwright install chromium'), or set PORTICO_CHROMIUM=/path/to/chromium"
exit 1
