#!/bin/sh
# Copies the collector's --out to a static host or bucket with rclone, in the order a reader
# needs, each kind of file with its cache header (deploy/hs-sync.service runs it every 10 s):
#   sync-history.sh /srv/ladder/history s3remote:my-bucket/ladder/history
# 1. the manifest is copied aside first, so every file it names is uploaded before it;
# 2. closed hours and days, never changed once written: uploaded once, cached for a year;
# 3. the live list and the open hour, rewritten every few seconds: uploaded every run,
#    revalidated by browsers, kept at most 5 s by a CDN; the catalogue likewise when changed;
# 4. the manifest copy; 5. only then the closed files retention removed.
# Never uploaded: *.tmp (a write in progress), dotfiles (the collector's lock), health.json.
set -eu
src=${1:?usage: sync-history.sh <collector --out> <rclone destination>}
dest=${2:?usage: sync-history.sh <collector --out> <rclone destination>}
json='Content-Type: application/json'
fresh='Cache-Control: public, max-age=0, s-maxage=5'
forever='Cache-Control: public, max-age=31536000, immutable'

snapshot=$(mktemp -d)
trap 'rm -rf "$snapshot"' EXIT
cp "$src/manifest.json" "$snapshot/manifest.json"

rclone copy "$src" "$dest" --ignore-existing --no-update-modtime \
  --include '/hours/*.json' --include '/days/*.json' \
  --header-upload "$json" --header-upload "$forever"
for name in live.json open.json; do
  rclone copyto "$src/$name" "$dest/$name" --no-check-dest \
    --header-upload "$json" --header-upload "$fresh"
done
rclone copy "$src" "$dest" --include '/catalogue.json' \
  --header-upload "$json" --header-upload "$fresh"
rclone copyto "$snapshot/manifest.json" "$dest/manifest.json" --no-check-dest \
  --header-upload "$json" --header-upload "$fresh"
rclone sync "$src" "$dest" --include '/hours/*.json' --include '/days/*.json'
