#!/usr/bin/env bash
# Chromium as the tests launch it (tests/support/browser.ts): the browser at $CHARTER_CHROMIUM with the
# arguments it was given, plus the top-of-window parts no headless test sees turned off. Since Chromium 140
# every window (one per browser context) starts a renderer of its own for the address bar's drop-downs,
# which costs more than a test's page. Chromium honours only the last --disable-features, and Playwright
# passes its own list: every list given is merged into one. The GPU process's work (software compositing,
# as --disable-gpu leaves it) runs on a thread of the browser instead, rasterizing on one thread, and
# scrolling jumps: the same pages painted, with some 6% less CPU over the end-to-end specs on 2 cores.
set -euo pipefail
disabled="WebUIOmniboxPopup,WebUIOmniboxAimPopup"
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled="${arg#--disable-features=},$disabled" ;;
    *) args+=("$arg") ;;
  esac
done
exec "${CHARTER_CHROMIUM:?the Chromium to run}" "${args[@]}" --in-process-gpu --num-raster-threads=1 --disable-smooth-scrolling "--disable-features=$disabled"
