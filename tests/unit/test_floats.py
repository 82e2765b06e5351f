"""Tests for pyopt.ir.floats (APFloat-compatible float parsing/printing)."""

from __future__ import annotations

import math
import os
import random
import re
import shutil
import struct
import subprocess
from fractions import Fraction

import pytest

from pyopt.ir import floats
from pyopt.ir.floats import (
    SEMANTICS,
    apfloat_to_string,
    format_float,
    from_bits,
    parse_decimal,
    parse_decimal_exact,
    to_bits,
)

# ---------------------------------------------------------------------------
# Known outputs of mlir-opt 22.1.8 for `arith.constant <lit> : <type>`.
# ---------------------------------------------------------------------------

KNOWN = [
    ("1.5", "f32", "1.500000e+00"),
    ("0.1", "f64", "1.000000e-01"),
    ("1.0e-10", "f64", "1.000000e-10"),
    ("0.123456789", "f64", "0.123456789"),
    ("123456789.0", "f64", "0x419D6F3454000000"),
    ("1.2345678", "f64", "1.2345678"),
    ("1.234567", "f64", "1.234567"),
    ("1.2345678", "f32", "1.23456776"),
    ("-0.0", "f32", "-0.000000e+00"),
    ("0.0", "f64", "0.000000e+00"),
    ("1.0e-20", "f64", "9.9999999999999995E-21"),
    ("1.00000001e-20", "f64", "1.00000001E-20"),
    ("0.000123456789", "f64", "1.23456789E-4"),
    ("3.0", "f16", "3.000000e+00"),
    ("3.14159", "bf16", "3.140630e+00"),
    ("65504.0", "f16", "6.550400e+04"),
    ("100000.5", "f64", "100000.5"),
    ("1.0e100", "f64", "1.000000e+100"),
    ("12345.678", "f32", "12345.6777"),
    ("9.99999999e-05", "f64", "9.99999999E-5"),
    ("9.9999999", "f64", "9.9999999000000006"),
    ("0.0125", "f64", "1.250000e-02"),
    ("1.0e23", "f64", "9.9999999999999991E+22"),
    ("99999.99", "f32", "99999.9921"),
    # MLIR parses via double and then converts: double rounding.
    ("1.0000000596046447753906250001", "f32", "1.000000e+00"),
    ("1.000000059604644775390625", "f32", "1.000000e+00"),
    # Overflow / underflow of literals is silent.
    ("1.0e300", "f32", "0x7F800000"),
    ("1.0e400", "f64", "0x7FF0000000000000"),
    ("-1.0e400", "f64", "0xFFF0000000000000"),
    ("1.0e-400", "f64", "0.000000e+00"),
    ("1000.0", "f16", "1.000000e+03"),
    # Small float types.
    ("3.0", "f8E4M3FN", "3.000000e+00"),
    ("470.0", "f8E4M3FN", "0x7F"),
    ("464.0", "f8E4M3FN", "4.480000e+02"),
    ("-0.0", "f8E4M3FNUZ", "0.000000e+00"),
    ("1.0e10", "f4E2M1FN", "6.000000e+00"),
    ("1.7014118346046923e38", "f8E8M0FNU", "1.701410e+38"),
    ("1.0e-50", "f8E8M0FNU", "5.877470e-39"),
    ("0.0", "f8E8M0FNU", "5.877470e-39"),
    ("0.1", "tf32", "9.997550e-02"),
    # Extended types use more digits in the fallback format.
    ("1.5", "f80", "1.500000e+00"),
    ("0.1", "f80", "0.100000000000000005551"),
    ("0.1", "f128", "0.100000000000000005551115123125782702"),
]

KNOWN_HEX = [
    (0x7F800000, "f32", "0x7F800000"),
    (0xFF800000, "f32", "0xFF800000"),
    (0x7FC00000, "f32", "0x7FC00000"),
    (0x7C00, "f16", "0x7C00"),
    (0x0001, "f16", "5.960460e-08"),
    (0x7FF8000000000000, "f64", "0x7FF8000000000000"),
    (0x80, "f8E4M3FNUZ", "0x80"),
    (0x7F, "f8E4M3FN", "0x7F"),
    (0x00, "f8E8M0FNU", "5.877470e-39"),
    (0xFE, "f8E8M0FNU", "1.701410e+38"),
    (0xFF, "f8E8M0FNU", "0xFF"),
]


@pytest.mark.parametrize("literal,kind,expected", KNOWN)
def test_known_outputs(literal: str, kind: str, expected: str) -> None:
    assert format_float(parse_decimal(literal, kind), kind) == expected


@pytest.mark.parametrize("bits,kind,expected", KNOWN_HEX)
def test_known_hex_outputs(bits: int, kind: str, expected: str) -> None:
    assert format_float(bits, kind) == expected


def test_apfloat_to_string_defaults() -> None:
    one = to_bits(1.0, "f64")
    assert apfloat_to_string(one, "f64") == "1"
    assert apfloat_to_string(one, "f64", 6, 0, False) == "1.000000e+00"
    assert apfloat_to_string(to_bits(1e20, "f64"), "f64") == "1.0E+20"
    assert apfloat_to_string(to_bits(0.0, "f64"), "f64") == "0"
    assert apfloat_to_string(to_bits(-0.0, "f64"), "f64", 0, 0) == "-0.0E+0"
    assert apfloat_to_string(to_bits(math.inf, "f32"), "f32") == "+Inf"
    assert apfloat_to_string(to_bits(-math.inf, "f32"), "f32") == "-Inf"
    assert apfloat_to_string(0x7FC00000, "f32") == "NaN"
    assert apfloat_to_string(to_bits(0.001, "f64"), "f64") == "0.001"
    assert apfloat_to_string(to_bits(0.0001, "f64"), "f64") == "1.0E-4"
    assert apfloat_to_string(to_bits(0.125, "f64"), "f64") == "0.125"
    # 17 significant digits for f64, not the shortest representation.
    assert apfloat_to_string(to_bits(0.0125, "f64"), "f64") == (
        "0.012500000000000001")
    assert apfloat_to_string(to_bits(1500.0, "f64"), "f64") == "1500"
    # Carry through nines in the digit rounding.
    assert apfloat_to_string(to_bits(9.99999999e-05, "f64"), "f64", 6, 0,
                             False) == "1.000000e-04"
    # ... but the truncating APInt pre-division often leaves exactly six 9s,
    # so no rounding happens at all.
    assert apfloat_to_string(to_bits(9.9999999, "f64"), "f64", 6, 0,
                             False) == "9.999990e+00"


def test_basic_bits() -> None:
    assert to_bits(1.0, "f32") == 0x3F800000
    assert to_bits(1.0, "f16") == 0x3C00
    assert to_bits(1.0, "bf16") == 0x3F80
    assert to_bits(1.0, "f64") == 0x3FF0000000000000
    assert to_bits(1.0, "tf32") == 0x1FC00
    assert to_bits(1.0, "f80") == 0x3FFF8000000000000000
    assert to_bits(1.0, "f128") == 0x3FFF0000000000000000000000000000
    assert to_bits(-2.0, "f8E5M2") == 0xC0
    assert to_bits(448.0, "f8E4M3FN") == 0x7E
    assert to_bits(1e9, "f8E4M3FN") == 0x7F
    assert to_bits(1e9, "f8E5M2FNUZ") == 0x80
    assert to_bits(1.0, "f8E8M0FNU") == 0x7F
    assert to_bits(6.0, "f4E2M1FN") == 0x7
    assert to_bits(1e9, "f6E2M3FN") == 0x1F
    assert to_bits(math.nan, "f32") == 0x7FC00000
    assert to_bits(math.nan, "f16") == 0x7E00
    assert to_bits(math.nan, "bf16") == 0x7FC0
    assert to_bits(math.inf, "f16") == 0x7C00
    assert to_bits(-math.inf, "bf16") == 0xFF80
    assert to_bits(65520.0, "f16") == 0x7C00  # rounds up to inf
    assert to_bits(65519.99, "f16") == 0x7BFF
    assert to_bits(1e300, "f32") == 0x7F800000
    assert to_bits(-0.0, "bf16") == 0x8000
    assert to_bits(1.0 + 2.0**-8, "bf16") == 0x3F80  # tie -> even
    assert to_bits(1.0 + 3 * 2.0**-8, "bf16") == 0x3F82
    assert from_bits(0x3F80, "bf16") == 1.0
    assert from_bits(0x7E, "f8E4M3FN") == 448.0
    assert math.isnan(from_bits(0x7F, "f8E4M3FN"))
    assert math.isnan(from_bits(0x80, "f8E4M3FNUZ"))
    assert from_bits(0x00, "f8E8M0FNU") == 2.0**-127
    assert from_bits(0x3FFF8000000000000000, "f80") == 1.0
    assert from_bits(0x0001, "f16") == 2.0**-24


def _rand_doubles(rng: random.Random, n: int) -> list[float]:
    out: list[float] = []
    while len(out) < n:
        v = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
        if math.isfinite(v):
            out.append(v)
        out.append(rng.uniform(-1, 1) * 10.0 ** rng.randint(-40, 40))
    return out


@pytest.mark.parametrize("kind", ["f32", "f16"])
def test_struct_fast_path_matches_generic(kind: str) -> None:
    rng = random.Random(1234)
    s = SEMANTICS[kind]
    vals = _rand_doubles(rng, 3000)
    # Values around the binade/denormal/overflow boundaries and ties.
    for e in range(s.min_exp - s.precision - 2, s.max_exp + 3):
        for m in (1.0, 1.5, 1.0 + 2.0 ** -s.precision, 2.0 - 2.0 ** -s.precision,
                  2.0 - 2.0 ** -(s.precision + 1), 1.0 + 3 * 2.0 ** -(s.precision + 1)):
            vals.append(math.ldexp(m, e))
            vals.append(-math.ldexp(m, e))
    for v in vals:
        assert to_bits(v, kind) == floats._pack_generic(v, s), v


@pytest.mark.parametrize("kind", sorted(SEMANTICS))
def test_bits_roundtrip(kind: str) -> None:
    s = SEMANTICS[kind]
    rng = random.Random(99)
    patterns = range(1 << s.size) if s.size <= 16 else [
        rng.getrandbits(s.size) for _ in range(3000)]
    for b in patterns:
        cat, neg, exp, sig = floats.decode(b, kind)
        if cat != floats.NORMAL or (s.explicit_int_bit and exp != s.min_exp
                                    and not sig >> (s.precision - 1)):
            continue
        if kind in ("f80", "f128"):
            # Exact rational round trip (values may not fit a double).
            value = Fraction(sig) * Fraction(2) ** (exp - s.precision + 1)
            num, den = value.numerator, value.denominator
            assert floats._round_ratio(s, neg, num, den) == b, hex(b)
            continue
        v = from_bits(b, kind)
        assert to_bits(v, kind) == b, (kind, hex(b))
        assert parse_decimal(repr(v), kind) == b
        assert parse_decimal_exact(repr(v), kind) == b


def test_generic_rounding_matches_strtod() -> None:
    """The generic correctly-rounded decimal parser, instantiated for f64,
    must agree with CPython's (correctly rounded) float()."""
    rng = random.Random(7)
    s = SEMANTICS["f64"]
    texts = []
    for _ in range(4000):
        digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 25)))
        exp = rng.randint(-340, 320)
        texts.append(f"{digits[0]}.{digits[1:]}e{exp}")
    # Exact ties between doubles and their neighbours.
    for _ in range(500):
        v = abs(_rand_doubles(rng, 1)[0])
        nxt = math.nextafter(v, math.inf)
        if not math.isfinite(nxt):
            continue
        mid = (Fraction(v) + Fraction(nxt)) / 2
        tie = _fraction_to_decimal(mid)
        texts += [tie, tie + "1"]
        if tie.endswith("5"):
            texts.append(tie[:-1] + "4999999")
    for t in texts:
        neg, d, k = floats._split_decimal(t)
        if d == 0:
            continue
        expected = struct.unpack("<Q", struct.pack("<d", float(t)))[0]
        got = floats._parse_exact_sem(t, s)
        assert got == expected, t


def _fraction_to_decimal(f: Fraction) -> str:
    """Exact decimal expansion of a dyadic rational."""
    assert f >= 0
    num, den = f.numerator, f.denominator
    k = den.bit_length() - 1
    assert den == 1 << k
    digits = str(num * 5**k)
    if k == 0:
        return digits + ".0"
    digits = digits.rjust(k + 1, "0")
    return digits[:-k] + "." + digits[-k:]


def test_parse_decimal_double_rounding() -> None:
    # exact value lies above the f32 tie, but the double rounds to the tie.
    lit = "1.0000000596046447753906250001"
    assert parse_decimal(lit, "f32") == 0x3F800000
    assert parse_decimal_exact(lit, "f32") == 0x3F800001


# ---------------------------------------------------------------------------
# Differential test against the real mlir-opt.
# ---------------------------------------------------------------------------

def _find_mlir_opt() -> str | None:
    cand = "/usr/lib/llvm-22/bin/mlir-opt"
    if os.path.exists(cand):
        return cand
    return shutil.which("mlir-opt")


def _literal(v: float) -> str:
    """MLIR float literal spelling a double exactly (repr round-trips)."""
    r = repr(v)
    if "e" in r and "." not in r.split("e")[0]:
        m, e = r.split("e")
        r = f"{m}.0e{e}"
    elif "." not in r:
        r += ".0"
    return r


def _interesting_doubles(rng: random.Random) -> list[float]:
    vals: list[float] = [
        9.9999995, 0.099999999, 1e-20, 1e-10, 0.1, 0.2, 0.3, 1 / 3, 2 / 3,
        123456789.0, 100000.5, 1.2345678, 1.234567, 0.123456789, 1e100,
        1e-100, 12345.678, 999999.5, 999999.0, 1000000.0, 9999999.0,
        99999.95, 0.00099999999, 9.999999999999999e22, 1e23, 1e22, 5e-324,
        1e-323, 2.2250738585072014e-308, 2.225073858507201e-308,
        1.7976931348623157e308, 4.9406564584124654e-324, 0.5, 0.25, 0.125,
        3.14159, 2.718281828459045, 65504.0, 65520.0, 6.1e-05, 5.96e-08,
        3.4028234663852886e38, 1.1754943508222875e-38, 1.401298464324817e-45,
        0.000123456789, 1.00000001e-20, 1.0e-5, 1.5e-5, 0.0001, 0.001, 0.01,
        100.0, 1000.0, 1500.0, 16777216.0, 16777217.0, 9007199254740993.0,
        0.9999999, 0.99999999, 9.9999999e-5, 1.9999999, 7.0e-45,
    ]
    for e in range(-30, 31):
        vals.append(float(f"1e{e}"))
        vals.append(float(f"9.99999e{e}"))
        vals.append(float(f"9.999999e{e}"))
        vals.append(float(f"9.9999999999999999e{e}"))
        vals.append(float(f"1.2345675e{e}"))  # near-tie for 6 digits
    for e in range(-1074, 1024, 7):
        vals.append(math.ldexp(1.0, e))
    for e in (-1074, -1060, -1030, -1023, -1022):
        vals.append(math.ldexp(1.0 + 2.0 ** -20, e) if e > -1050 else
                    math.ldexp(3.0, e))
    for _ in range(150):
        vals.append(rng.uniform(0, 1) * 10.0 ** rng.randint(-320, 300))
        vals.append(rng.uniform(-10, 10))
        vals.append(struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0])
        # Short decimals with runs of nines.
        n = rng.randint(1, 16)
        vals.append(float("9" * n + "e" + str(rng.randint(-40, 40 - n))))
        vals.append(float("0." + "9" * n + str(rng.randint(0, 9))))
    out = []
    for v in vals:
        if math.isfinite(v):
            out.append(v)
            out.append(-v)
            out.append(math.nextafter(v, math.inf))
            out.append(math.nextafter(v, -math.inf))
    return [v for v in out if math.isfinite(v)]


def _build_cases() -> list[tuple[str, str]]:
    """(literal, type) pairs; literal is either a decimal or 0x-hex."""
    rng = random.Random(20240607)
    cases: list[tuple[str, str]] = []
    doubles = _interesting_doubles(rng)
    # f64: repr of doubles.
    for v in doubles:
        cases.append((_literal(v), "f64"))
    # Other kinds: decimals spelling representable values exactly, plus
    # arbitrary decimals (exercising the double -> kind conversion).
    for kind in ("f32", "f16", "bf16", "tf32", "f80", "f128"):
        s = SEMANTICS[kind]
        seen = set()
        for v in doubles:
            b = to_bits(v, kind)
            if b in seen:
                continue
            seen.add(b)
            rv = from_bits(b, kind)
            if math.isfinite(rv):
                cases.append((_literal(rv), kind))
            cases.append((_literal(v), kind))
        if s.size <= 32:
            for _ in range(600):
                b = rng.getrandbits(s.size)
                if floats.decode(b, kind)[0] == floats.NORMAL:
                    cases.append((_literal(from_bits(b, kind)), kind))
        # Near-ties of adjacent values in `kind` (exact midpoints are
        # doubles for all kinds narrower than f64).
        if s.precision < 53:
            for _ in range(200):
                b = rng.getrandbits(s.size - 1)
                if floats.decode(b, kind)[0] != floats.NORMAL:
                    continue
                a = from_bits(b, kind)
                c = from_bits(b + 1, kind)
                if not math.isfinite(c):
                    continue
                mid = (a + c) / 2
                cases.append((_literal(mid), kind))
                cases.append((_literal(math.nextafter(mid, math.inf)), kind))
                cases.append((_literal(math.nextafter(mid, -math.inf)), kind))
    # Hex bit patterns: NaN / inf / subnormal / random.
    hexes = {
        "f64": [0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000,
                0xFFF8000000000000, 0x7FF0000000000001, 0x7FF7FFFFFFFFFFFF,
                0x0000000000000001, 0x000FFFFFFFFFFFFF, 0x8000000000000001,
                0x0010000000000000, 0x7FEFFFFFFFFFFFFF, 0x8000000000000000,
                0x0000000000000000, 0x0000000000012345],
        "f32": [0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001,
                0x7FBFFFFF, 0x00000001, 0x007FFFFF, 0x80000001, 0x00800000,
                0x7F7FFFFF, 0x80000000, 0x00000000, 0x00012345, 0x80400000],
        "f80": [0x7FFF8000000000000000, 0xFFFF8000000000000000,
                0x7FFFC000000000000000, 0x00000000000000000001,
                0x00007FFFFFFFFFFFFFFF, 0x00018000000000000000,
                0x7FFEFFFFFFFFFFFFFFFF, 0x3FFF8000000000000000],
        "f128": [0x7FFF0000000000000000000000000000,
                 0x7FFF8000000000000000000000000000,
                 0x00000000000000000000000000000001,
                 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF,
                 0x3FFF0000000000000000000000000001],
    }
    for kind in ("f64", "f32"):
        s = SEMANTICS[kind]
        for _ in range(300):
            hexes[kind].append(rng.getrandbits(s.size))
            # subnormals
            hexes[kind].append(rng.getrandbits(s.mant_bits)
                               | (rng.getrandbits(1) << (s.size - 1)))
            # NaNs with payloads
            hexes[kind].append(rng.getrandbits(s.mant_bits) | 1
                               | (((1 << s.exp_bits) - 1) << s.mant_bits))
    for kind in ("f80", "f128"):
        s = SEMANTICS[kind]
        for _ in range(300):
            b = rng.getrandbits(s.size)
            if s.explicit_int_bit:
                e = (b >> 64) & 0x7FFF
                b = b | (1 << 63) if e else b & ~(1 << 63)
            hexes[kind].append(b)
    # Exhaustive for every kind of at most 16 bits (small types, f16, bf16);
    # tf32 gets a random sample.
    for kind, s in SEMANTICS.items():
        if s.size <= 16:
            hexes[kind] = list(range(1 << s.size))
    hexes["tf32"] = [rng.getrandbits(19) for _ in range(3000)] + [
        0x1FE00, 0x3FE00, 0x1FF00, 0x00001, 0x003FF, 0x1FBFF]
    for kind, pats in hexes.items():
        for b in pats:
            cases.append((f"0x{b:X}", kind))
    return cases


_CONST_RE = re.compile(r"arith\.constant (\S+) : (\S+)$")


@pytest.fixture(scope="module")
def mlir_results() -> list[tuple[str, str, str]]:
    tool = _find_mlir_opt()
    if tool is None:
        pytest.skip("mlir-opt not available")
    cases = _build_cases()
    lines = ["func.func @f() {"]
    for i, (lit, kind) in enumerate(cases):
        lines.append(f"  %c{i} = arith.constant {lit} : {kind}")
    lines.append("  return")
    lines.append("}")
    proc = subprocess.run([tool], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[:2000]
    printed = []
    for line in proc.stdout.splitlines():
        m = _CONST_RE.search(line.strip())
        if m:
            printed.append((m.group(1), m.group(2)))
    assert len(printed) == len(cases)
    out = []
    for (lit, kind), (text, ptype) in zip(cases, printed):
        assert ptype == kind
        out.append((lit, kind, text))
    return out


def _expected_bits(lit: str, kind: str) -> int:
    if lit.startswith("0x"):
        return int(lit, 16)
    return parse_decimal(lit, kind)


def test_differential_against_mlir_opt(mlir_results) -> None:
    mismatches = []
    for lit, kind, text in mlir_results:
        got = format_float(_expected_bits(lit, kind), kind)
        if got != text:
            mismatches.append((lit, kind, text, got))
    assert not mismatches, (
        f"{len(mismatches)} of {len(mlir_results)} differ, e.g. "
        + "; ".join(f"{l} : {k} -> mlir {t!r} pyopt {g!r}"
                    for l, k, t, g in mismatches[:15]))
    assert len(mlir_results) > 300


def test_differential_parse_roundtrip(mlir_results) -> None:
    """Printed text fed back through MLIR's literal parser gives the same
    bits (for non-hex output), as the printer intends."""
    for lit, kind, text in mlir_results[:5000]:
        if text.startswith("0x") or kind == "f8E8M0FNU":
            continue
        bits = _expected_bits(lit, kind)
        cat = floats.decode(bits, kind)[0]
        if cat != floats.NORMAL:
            continue
        if "e" in text:  # the first (scientific) form round-trips exactly
            assert parse_decimal_exact(text, kind) == bits, (lit, kind, text)
