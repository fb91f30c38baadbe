#!/bin/sh
# Copies the collector's --out to a static host or bucket with rclone, in the order a reader
# needs, each kind of file with its cache header (deploy/hs-sync.service runs it every 10 s):
#   sync-history.sh /srv/ladder/history s3remote:my-bucket/ladder/history
# 1. the open hour and the manifest are copied aside first, from one moment (both name the same
#    open hour: an hour that closes between the two copies is copied again), so every file the
#    manifest names is uploaded before it and the open hour uploaded is the one it names;
# 2. closed hours and days, never changed once written: uploaded once, cached for a year;
# 3. the live list and the open hour, rewritten every few seconds: uploaded every run,
#    revalidated by browsers, kept at most 5 s by a CDN; the catalogue likewise when changed;
# 4. the manifest copy; 5. only then the closed files retention removed (and any closed file
#    written since step 2, with its headers).
# Never uploaded: *.tmp (a write in progress), dotfiles (the collector's lock), health.json.
set -eu
src=${1:?usage: sync-history.sh <collector --out> <rclone destination>}
dest=${2:?usage: sync-history.sh <collector --out> <rclone destination>}
json='Content-Type: application/json'
fresh='Cache-Control: public, max-age=0, s-maxage=5'
forever='Cache-Control: public, max-age=31536000, immutable'

snapshot=$(mktemp -d)
trap 'rm -rf "$snapshot"' EXIT
# A number field of a one-line JSON file ("" when it has none).
field() { sed -n "s/.*\"$1\":\([0-9]*\).*/\1/p" "$2" | head -n 1; }
tries=${SYNC_TRIES:-5}
while :; do
  cp "$src/open.json" "$snapshot/open.json"
  cp "$src/manifest.json" "$snapshot/manifest.json"
  [ "$(field start "$snapshot/open.json")" = "$(field openHour "$snapshot/manifest.json")" ] && break
  tries=$((tries - 1))
  if [ "$tries" -le 0 ]; then
    echo "sync-history: open.json and manifest.json name different open hours; nothing uploaded this run" >&2
    exit 1
  fi
  sleep 1
done

rclone copy "$src" "$dest" --ignore-existing --no-update-modtime \
  --include '/hours/*.json' --include '/days/*.json' \
  --header-upload "$json" --header-upload "$forever"
rclone copyto "$src/live.json" "$dest/live.json" --no-check-dest \
  --header-upload "$json" --header-upload "$fresh"
rclone copyto "$snapshot/open.json" "$dest/open.json" --no-check-dest \
  --header-upload "$json" --header-upload "$fresh"
rclone copy "$src" "$dest" --include '/catalogue.json' \
  --header-upload "$json" --header-upload "$fresh"
rclone copyto "$snapshot/manifest.json" "$dest/manifest.json" --no-check-dest \
  --header-upload "$json" --header-upload "$fresh"
rclone sync "$src" "$dest" --include '/hours/*.json' --include '/days/*.json' \
  --header-upload "$json" --header-upload "$forever"
