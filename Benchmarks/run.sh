#!/usr/bin/env bash
# Benchmarks/run.sh — builds release, generates the benchmark corpus into Benchmarks/out/, and prints
# lexer and structure throughput against the grep floor, then end-to-end `typecase audit` time on one
# core and on all cores with peak memory. Output is plain text meant to be pasted into a note.
#
# Environment: LINES (default 400000), SEED (default 1), RUNS (default 5; audit uses 3).
set -euo pipefail
cd "$(dirname "$0")/.."

lines=${LINES:-400000}
seed=${SEED:-1}
runs=${RUNS:-5}
out=Benchmarks/out
corpus=$out/corpus
mkdir -p "$out"

echo "building release…" >&2
swift build -c release --product typecase-bench 2>&1 | tail -1 >&2
swift build -c release --product typecase 2>&1 | tail -1 >&2
bin=$(swift build -c release --show-bin-path)

echo "== typecase benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $(nproc) cores, $(uname -m)"
"$bin/typecase-bench" generate "$corpus" --lines "$lines" --seed "$seed"
"$bin/typecase-bench" measure "$corpus" --runs "$runs"

bytes=$(find "$corpus" -name '*.swift' -print0 | du -cb --files0-from=- | tail -1 | cut -f1)

# Prints the median of its arguments.
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Runs `typecase audit` on the corpus three times (after one warm-up) with the given prefix command;
# prints the median wall time in seconds. Findings go to $out/audit.txt.
time_audit() {
    local times=() start end status
    for run in 0 1 2 3; do
        start=$(date +%s%N)
        status=0
        "$@" "$bin/typecase" audit "$corpus" >"$out/audit.txt" 2>"$out/audit.err" || status=$?
        end=$(date +%s%N)
        if [ "$status" -gt 1 ]; then return "$status"; fi
        if [ "$run" -gt 0 ]; then times+=("$(awk -v s="$start" -v e="$end" 'BEGIN { print (e - s) / 1e9 }')"); fi
    done
    median "${times[@]}"
}

# Prints one result line: label, seconds.
audit_line() {
    awk -v label="$1" -v s="$2" -v b="$bytes" \
        'BEGIN { printf "%-18s%.1f MB/s  (%.0f ms)\n", label, b / 1e6 / s, s * 1000 }'
}

status=0
"$bin/typecase" audit "$corpus" >"$out/audit.txt" 2>"$out/audit.err" || status=$?
if [ "$status" -gt 1 ] && grep -qiE 'not (built|available) yet' "$out/audit.err"; then
    echo "audit:            not available yet"
elif [ "$status" -gt 1 ]; then
    echo "audit:            failed (exit $status): $(head -3 "$out/audit.err")"
else
    all=$(time_audit env)
    audit_line "audit, $(nproc) cores:" "$all"
    if command -v taskset >/dev/null; then
        one=$(time_audit taskset -c 0)
        audit_line "audit, 1 core:" "$one"
        awk -v a="$all" -v o="$one" -v n="$(nproc)" 'BEGIN { printf "audit speed-up:   %.2f× on %d cores\n", o / a, n }'
    else
        echo "audit, 1 core:    skipped (no taskset)"
    fi
    echo "audit findings:   $(wc -l <"$out/audit.txt") lines of output (median of 3 runs after a warm-up)"
    if /usr/bin/time -f %M true >/dev/null 2>&1; then
        /usr/bin/time -f %M -o "$out/audit.rss" "$bin/typecase" audit "$corpus" >/dev/null 2>&1 || true
        awk -v kb="$(tail -1 "$out/audit.rss")" 'BEGIN { printf "audit peak RSS:   %.0f MB\n", kb / 1024 }'
    else
        echo "audit peak RSS:   skipped (no GNU time)"
    fi
fi
