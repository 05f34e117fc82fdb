#!/usr/bin/env bash
# Benchmarks/run.sh — builds release, generates the benchmark corpus into Benchmarks/out/, and prints
# lexer and structure throughput against the grep floor, then end-to-end `typecase audit` time on one
# core and on all cores with peak memory. Output is plain text meant to be pasted into a note.
#
# Environment: LINES (default 400000), SEED (default 1), RUNS (default 5; also the audit's runs),
# PLAIN=1 to measure a plain `swift build -c release` (built in .build/plain) instead of the release binary,
# CORPUS (a folder of real apps, default ../shared/corpus when it exists; CORPUS="" skips its rows),
# LARGE (sizes in MB of the generated files, default "10 20 50"; LARGE="" skips them).
set -euo pipefail
cd "$(dirname "$0")/.."

lines=${LINES:-400000}
seed=${SEED:-1}
runs=${RUNS:-5}
out=Benchmarks/out
corpus=$out/corpus
mkdir -p "$out"

# The release binary is built as shipped: cross-module optimisation (the audit calls the syntax tree's
# small accessors millions of times; without it each is an opaque call) and the Swift runtime and
# Foundation linked statically (the binary runs without a toolchain, and calls into the runtime are
# direct rather than through the dynamic linker's tables). These flags live here, not in Package.swift:
# SwiftPM refuses a versioned dependency whose manifest has unsafeFlags.
if [ "${PLAIN:-0}" = 1 ]; then
    build=(swift build -c release --scratch-path .build/plain)
    flavour="plain swift build -c release"
else
    build=(swift build -c release -Xswiftc -cross-module-optimization --static-swift-stdlib)
    flavour="release binary: -cross-module-optimization, --static-swift-stdlib"
fi
echo "building release ($flavour)…" >&2
"${build[@]}" --product typecase-bench 2>&1 | tail -1 >&2
"${build[@]}" --product typecase 2>&1 | tail -1 >&2
bin=$("${build[@]}" --show-bin-path)

echo "== typecase benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $(nproc) cores, $(uname -m), $flavour"
rm -rf "$corpus"
"$bin/typecase-bench" generate "$corpus" --lines "$lines" --seed "$seed"
"$bin/typecase-bench" measure "$corpus" --runs "$runs"

bytes=$(find "$corpus" -name '*.swift' -print0 | du -cb --files0-from=- | tail -1 | cut -f1)

# Prints the median of its arguments.
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# GNU time reports CPU time and peak memory of each audit run, where it exists.
gnu_time=()
if /usr/bin/time -f %M true >/dev/null 2>&1; then gnu_time=(/usr/bin/time -f '%U %S %M' -o "$out/audit.time"); fi

# Runs `typecase audit INPUT OPTIONS…` $runs times after a warm-up, under the command in $pin, with the
# findings written to FINDINGS (standard error beside it, FINDINGS with .err for .txt); prints the medians
# of wall and CPU seconds and the largest peak RSS in KB (CPU and RSS are 0 without GNU time). An audit
# that fails (exit status above 1) prints `failed STATUS: first lines of its errors` and returns 1.
time_audit() {
    local input=$1 findings=$2
    shift 2
    local errors=${findings%.txt}.err walls=() cpus=() rss=0 start end status
    for run in $(seq 0 "$runs"); do
        start=$(date +%s%N)
        status=0
        $pin "${gnu_time[@]}" "$bin/typecase" audit "$input" "$@" >"$findings" 2>"$errors" || status=$?
        end=$(date +%s%N)
        if [ "$status" -gt 1 ]; then
            echo "failed (exit $status): $(head -3 "$errors")"
            return 1
        fi
        [ "$run" -gt 0 ] || continue
        walls+=("$(awk -v s="$start" -v e="$end" 'BEGIN { print (e - s) / 1e9 }')")
        if [ ${#gnu_time[@]} -gt 0 ]; then
            read -r user system kb < <(tail -1 "$out/audit.time")
            cpus+=("$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')")
            [ "$kb" -gt "$rss" ] && rss=$kb
        else
            cpus+=(0)
        fi
    done
    echo "$(median "${walls[@]}") $(median "${cpus[@]}") $rss"
}

# Prints one result line from a label and the output of time_audit.
audit_line() {
    awk -v label="$1" -v s="$2" -v cpu="$3" -v kb="$4" -v b="$bytes" 'BEGIN {
        printf "%-18s%.1f MB/s  (%.0f ms", label, b / 1e6 / s, s * 1000
        if (cpu > 0) printf "; CPU %.0f ms, by CPU time %.1f MB/s; peak RSS %.0f MB", cpu * 1000, b / 1e6 / cpu, kb / 1024
        printf ")\n" }'
}

status=0
"$bin/typecase" audit "$corpus" >"$out/audit.txt" 2>"$out/audit.err" || status=$?
if [ "$status" -gt 1 ] && grep -qiE 'not (built|available) yet' "$out/audit.err"; then
    echo "audit:            not available yet"
elif [ "$status" -gt 1 ]; then
    echo "audit:            failed (exit $status): $(head -3 "$out/audit.err")"
else
    pin=""
    read -r all all_cpu all_rss < <(time_audit "$corpus" "$out/audit.txt")
    audit_line "audit, $(nproc) cores:" "$all" "$all_cpu" "$all_rss"
    # One core: one audit thread (--jobs 1 where the command has it), pinned to CPU 0 where taskset exists.
    one_core=()
    if "$bin/typecase" audit --help 2>&1 | grep -q -- '--jobs'; then one_core=(--jobs 1); fi
    if command -v taskset >/dev/null; then pin="taskset -c 0"; fi
    read -r one one_cpu one_rss < <(time_audit "$corpus" "$out/audit.txt" "${one_core[@]}")
    audit_line "audit, 1 core:" "$one" "$one_cpu" "$one_rss"
    awk -v a="$all" -v o="$one" -v n="$(nproc)" 'BEGIN { printf "audit speed-up:   %.2f× on %d cores\n", o / a, n }'
    echo "audit findings:   $(wc -l <"$out/audit.txt") lines of output; times are medians of $runs runs after a warm-up"
fi

# `typecase fix` (exact fixes) on a fresh copy of the corpus each run, one thread pinned like the
# one-core audit; the copy is made before the clock starts. The target: at most 2× the audit's time.
if [ "$status" -le 1 ] && "$bin/typecase" fix --help >/dev/null 2>&1; then
    fixed=$out/fixed
    walls=()
    for run in $(seq 0 "$runs"); do
        rm -rf "$fixed"
        cp -r "$corpus" "$fixed"
        start=$(date +%s%N)
        fix_status=0
        $pin "$bin/typecase" fix "$fixed" "${one_core[@]}" --quiet >"$out/fix.txt" 2>"$out/fix.err" || fix_status=$?
        end=$(date +%s%N)
        if [ "$fix_status" -ne 0 ]; then echo "fix:              failed (exit $fix_status): $(head -3 "$out/fix.err")"; break; fi
        [ "$run" -gt 0 ] || continue
        walls+=("$(awk -v s="$start" -v e="$end" 'BEGIN { print (e - s) / 1e9 }')")
    done
    if [ ${#walls[@]} -gt 0 ]; then
        fix_wall=$(median "${walls[@]}")
        audit_line "fix, 1 core:" "$fix_wall" 0 0
        awk -v f="$fix_wall" -v o="$one" 'BEGIN { printf "fix / audit:      %.2f× the one-core audit (target ≤ 2×)\n", f / o }'
        echo "fix summary:      $(head -1 "$out/fix.txt")"
    fi
fi

# Large generated files (string catalogs, protobuf and GraphQL models run to tens of megabytes): one
# file of each size in LARGE (MB, default "10 20 50"), audited alone with a SARIF report, so the cost
# of one big file and of streaming its report show. Targets: time linear in size, 50 MB in under 2 s
# on one core, peak memory under 10× the file. Skipped with LARGE="".
large=${LARGE-10 20 50}
if [ -n "$large" ]; then
    mkdir -p "$out/large"
    # Generates one file (SHAPE: catalog or dense) of MEGABYTES, audits it alone with a SARIF report and
    # prints its line; returns 1 when the audit failed.
    large_file() {
        local shape=$1 megabytes=$2 label=$3
        local file=$out/large/$shape-$megabytes.swift result wall cpu rss size
        "$bin/typecase-bench" generated "$file" --megabytes "$megabytes" --shape "$shape" >/dev/null
        size=$(stat -c %s "$file")
        if ! result=$(time_audit "$file" "$out/large/$shape.txt" --jobs 1 --report "sarif=$out/large/$shape-$megabytes.sarif"); then
            echo "$label:       $result"
            return 1
        fi
        read -r wall cpu rss <<<"$result"
        awk -v label="$label" -v mb="$megabytes" -v b="$size" -v s="$wall" -v cpu="$cpu" -v kb="$rss" \
            -v f="$(wc -l <"$out/large/$shape.txt")" 'BEGIN {
            printf "%s %2d MB: %.2f s wall, %.2f s CPU (%.1f MB/s by CPU); peak RSS %.0f MB = %.1f× the file; %d findings, SARIF report\n",
                label, mb, s, cpu, (cpu > 0 ? b / 1e6 / cpu : 0), kb / 1024, kb * 1024 / b, f }'
    }
    pin=""
    for megabytes in $large; do
        large_file catalog "$megabytes" "large file" || break
    done
    # The densest shape: the largest size as one file of small views, each a Text with .font(.body).
    large_file dense "${large##* }" "dense file" || true
fi

# A folder of real apps (Swift and Interface Builder documents): the audit against
# `grep -rc font` over the same files, taking turns (RUNS rounds after a warm-up; the ratio is the
# median of each round's), CPU and peak memory with one thread and with one per core, and peak memory
# on twice the files (the folder and a copy of it side by side, in Benchmarks/out/twice).
real=${CORPUS-../shared/corpus}
if [ -n "$real" ] && [ -d "$real" ] && [ "$status" -le 1 ]; then
    real_bytes=$(find "$real" \( -name '*.swift' -o -name '*.xib' -o -name '*.storyboard' \) -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
    grep_font() { LC_ALL=C grep -rc --include=*.swift --include=*.xib --include=*.storyboard font "$real" >/dev/null || true; }
    ratios=() audits=() greps=()
    for run in $(seq 0 "$runs"); do
        start=$(date +%s%N)
        "$bin/typecase" audit "$real" >"$out/real.txt" 2>"$out/real.err" || true
        middle=$(date +%s%N)
        grep_font
        end=$(date +%s%N)
        [ "$run" -gt 0 ] || continue
        audits+=("$(awk -v s="$start" -v e="$middle" 'BEGIN { print (e - s) / 1e9 }')")
        greps+=("$(awk -v s="$middle" -v e="$end" 'BEGIN { print (e - s) / 1e9 }')")
        ratios+=("$(awk -v a="${audits[-1]}" -v g="${greps[-1]}" 'BEGIN { print a / g }')")
    done
    echo "real corpus:      $real, $(awk -v b="$real_bytes" 'BEGIN { printf "%.1f MB", b / 1e6 }') of Swift and documents; $(wc -l <"$out/real.txt") lines of findings"
    awk -v a="$(median "${audits[@]}")" -v g="$(median "${greps[@]}")" -v r="$(median "${ratios[@]}")" 'BEGIN {
        printf "real audit/grep:  %.2f× (audit %.0f ms, grep -rc font %.0f ms; medians; target ≤ 2×)\n", r, a * 1000, g * 1000 }'
    saved_bytes=$bytes
    bytes=$real_bytes
    pin=""
    read -r wall cpu all_rss < <(time_audit "$real" "$out/real.txt")
    audit_line "real, $(nproc) cores:" "$wall" "$cpu" "$all_rss"
    read -r wall cpu rss < <(time_audit "$real" "$out/real.txt" --jobs 1)
    audit_line "real, --jobs 1:" "$wall" "$cpu" "$rss"
    rm -rf "$out/twice"
    mkdir -p "$out/twice"
    cp -r "$real" "$out/twice/first"
    cp -r "$real" "$out/twice/second"
    read -r wall cpu twice_rss < <(time_audit "$out/twice" "$out/twice.txt")
    awk -v one="$all_rss" -v two="$twice_rss" 'BEGIN {
        printf "real, twice:      peak RSS %.0f MB on twice the files (%.0f MB once: %+.0f%%; target within 10%%)\n",
            two / 1024, one / 1024, (two / one - 1) * 100 }'
    rm -rf "$out/twice"
    bytes=$saved_bytes
fi

# The language server: an edit of a 2,000-line file to its diagnostics (target 50 ms), median of LSP_RUNS edits.
"$bin/typecase-bench" lsp "$out/lsp" --binary "$bin/typecase" --runs "${LSP_RUNS:-20}" | sed 's/^generated: .*//;/^$/d'
