"""Bit-exact float handling matching LLVM's APFloat as used by mlir-opt.

Public API:

* ``to_bits(value, kind)``      -- Python float -> bit pattern of ``kind``
                                   (round-to-nearest-even, APFloat::convert).
* ``from_bits(bits, kind)``     -- bit pattern -> nearest Python float.
* ``parse_decimal(text, kind)`` -- what MLIR's parser does with a float
                                   literal ``text : kind`` (see below).
* ``parse_decimal_exact(text, kind)`` -- correctly rounded decimal -> bits
                                   (APFloat(sem, "string") semantics).
* ``format_float(bits, kind)``  -- exactly what AsmPrinter's
                                   ``printFloatValue`` prints.
* ``apfloat_to_string(bits, kind, precision, max_padding, truncate_zero)``
                                -- LLVM ``APFloat::toString``.

Note on ``parse_decimal``: MLIR (mlir/lib/AsmParser/Parser.cpp,
``parseFloatFromLiteral``) first converts the literal to a *double*
(``Token::getFloatingPointValue`` -> ``StringRef::getAsDouble``, correctly
rounded, overflow gives +-inf without error) and then ``APFloat::convert``s
that double into the target semantics with round-to-nearest-even.  That is a
double rounding, and mlir-opt really does it (``1.0000000596046447753906250001
: f32`` prints ``1.000000e+00``, the correctly rounded value would be
``1.00000012``), so ``parse_decimal`` reproduces it.  ``parse_decimal_exact``
is the single-rounding version used for the printer's round-trip check.
"""

from __future__ import annotations

import math
import struct
from typing import NamedTuple

__all__ = [
    "FloatSemantics",
    "SEMANTICS",
    "semantics",
    "to_bits",
    "from_bits",
    "parse_decimal",
    "parse_decimal_exact",
    "format_float",
    "apfloat_to_string",
    "decode",
    "is_nan_bits",
    "is_inf_bits",
    "bit_width",
]

# Non-finite behaviours (fltNonfiniteBehavior).
IEEE754 = 0
NAN_ONLY = 1
FINITE_ONLY = 2
# NaN encodings (fltNanEncoding).
NAN_IEEE = 0
NAN_ALL_ONES = 1
NAN_NEG_ZERO = 2


class FloatSemantics(NamedTuple):
    name: str
    max_exp: int  # largest E such that 2^E is representable
    min_exp: int  # smallest E such that 2^E is normalized
    precision: int  # significand bits including the integer bit
    size: int  # bits in the encoding
    nonfinite: int = IEEE754
    nan_encoding: int = NAN_IEEE
    has_zero: bool = True
    has_signed: bool = True
    explicit_int_bit: bool = False  # x87 80-bit
    # Derived encoding parameters (filled by _mk).
    mant_bits: int = 0  # stored significand bits
    exp_bits: int = 0
    bias: int = 0
    # Default toString digit count: 2 + precision * 59 / 196.
    default_digits: int = 0


def _mk(name: str, max_exp: int, min_exp: int, precision: int, size: int,
        nonfinite: int = IEEE754, nan_encoding: int = NAN_IEEE,
        has_zero: bool = True, has_signed: bool = True,
        explicit_int_bit: bool = False) -> FloatSemantics:
    mant_bits = precision if explicit_int_bit else precision - 1
    exp_bits = size - mant_bits - (1 if has_signed else 0)
    # convertIEEEFloatToAPInt: bias = -(minExponent - 1), except E8M0FNU.
    bias = -min_exp if name == "f8E8M0FNU" else 1 - min_exp
    return FloatSemantics(name, max_exp, min_exp, precision, size, nonfinite,
                          nan_encoding, has_zero, has_signed, explicit_int_bit,
                          mant_bits, exp_bits, bias,
                          2 + precision * 59 // 196)


SEMANTICS: dict[str, FloatSemantics] = {
    s.name: s
    for s in (
        _mk("f16", 15, -14, 11, 16),
        _mk("bf16", 127, -126, 8, 16),
        _mk("f32", 127, -126, 24, 32),
        _mk("f64", 1023, -1022, 53, 64),
        _mk("f128", 16383, -16382, 113, 128),
        _mk("f80", 16383, -16382, 64, 80, explicit_int_bit=True),
        _mk("tf32", 127, -126, 11, 19),
        _mk("f8E5M2", 15, -14, 3, 8),
        _mk("f8E5M2FNUZ", 15, -15, 3, 8, NAN_ONLY, NAN_NEG_ZERO),
        _mk("f8E4M3", 7, -6, 4, 8),
        _mk("f8E4M3FN", 8, -6, 4, 8, NAN_ONLY, NAN_ALL_ONES),
        _mk("f8E4M3FNUZ", 7, -7, 4, 8, NAN_ONLY, NAN_NEG_ZERO),
        _mk("f8E4M3B11FNUZ", 4, -10, 4, 8, NAN_ONLY, NAN_NEG_ZERO),
        _mk("f8E3M4", 3, -2, 5, 8),
        _mk("f8E8M0FNU", 127, -127, 1, 8, NAN_ONLY, NAN_ALL_ONES,
            has_zero=False, has_signed=False),
        _mk("f6E3M2FN", 4, -2, 3, 6, FINITE_ONLY),
        _mk("f6E2M3FN", 2, 0, 4, 6, FINITE_ONLY),
        _mk("f4E2M1FN", 2, 0, 2, 4, FINITE_ONLY),
    )
}


def semantics(kind: str) -> FloatSemantics:
    try:
        return SEMANTICS[kind]
    except KeyError:
        raise ValueError(f"unknown float kind {kind!r}") from None


def bit_width(kind: str) -> int:
    return semantics(kind).size


# ---------------------------------------------------------------------------
# Decoding
# ---------------------------------------------------------------------------

ZERO = 0
NORMAL = 1
INF = 2
NAN = 3


def decode(bits: int, kind: str) -> tuple[int, bool, int, int]:
    """Decode ``bits`` into APFloat form ``(category, negative, exponent,
    significand)``; for NORMAL the value is
    ``significand * 2**(exponent - (precision - 1))`` (denormals have
    ``exponent == min_exp`` and no integer bit, like APFloat)."""
    s = semantics(kind)
    bits &= (1 << s.size) - 1
    mb = s.mant_bits
    neg = bool(bits >> (s.size - 1)) if s.has_signed else False
    e = (bits >> mb) & ((1 << s.exp_bits) - 1)
    m = bits & ((1 << mb) - 1)
    emax_field = (1 << s.exp_bits) - 1
    if s.explicit_int_bit:
        if e == emax_field:
            if m & ((1 << (mb - 1)) - 1):
                return NAN, neg, 0, m
            return INF, neg, 0, 0
        if e == 0:
            if m == 0:
                return ZERO, neg, 0, 0
            return NORMAL, neg, s.min_exp, m
        return NORMAL, neg, e - s.bias, m
    if s.nonfinite == IEEE754:
        if e == emax_field:
            return (NAN, neg, 0, m) if m else (INF, neg, 0, 0)
    elif s.nonfinite == NAN_ONLY:
        if s.nan_encoding == NAN_ALL_ONES:
            if e == emax_field and m == (1 << mb) - 1:
                return NAN, neg, 0, m
        elif neg and e == 0 and m == 0:
            return NAN, neg, 0, 0
    if e == 0 and s.has_zero:
        if m == 0:
            return ZERO, neg, 0, 0
        return NORMAL, neg, s.min_exp, m
    return NORMAL, neg, e - s.bias, m | (1 << (s.precision - 1))


def is_nan_bits(bits: int, kind: str) -> bool:
    return decode(bits, kind)[0] == NAN


def is_inf_bits(bits: int, kind: str) -> bool:
    return decode(bits, kind)[0] == INF


def from_bits(bits: int, kind: str) -> float:
    """Bit pattern -> Python float (correctly rounded for f80/f128)."""
    if kind == "f64":
        return struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]
    if kind == "f32":
        return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
    if kind == "f16":
        return struct.unpack("<e", struct.pack("<H", bits & 0xFFFF))[0]
    if kind == "bf16":
        return struct.unpack("<f", struct.pack("<I", (bits & 0xFFFF) << 16))[0]
    cat, neg, exp, sig = decode(bits, kind)
    if cat == NAN:
        return math.nan
    if cat == INF:
        return -math.inf if neg else math.inf
    if cat == ZERO:
        return -0.0 if neg else 0.0
    e2 = exp - (semantics(kind).precision - 1)
    try:
        if e2 >= 0:
            v = float(sig << e2)
        else:
            v = sig / (1 << -e2)  # int / int is correctly rounded
    except OverflowError:
        v = math.inf
    return -v if neg else v


# ---------------------------------------------------------------------------
# Encoding / rounding
# ---------------------------------------------------------------------------

def _nan_bits(s: FloatSemantics, neg: bool) -> int:
    """Default (quiet) NaN as produced by APFloat::makeNaN."""
    sign = (1 << (s.size - 1)) if (neg and s.has_signed) else 0
    if s.nonfinite == NAN_ONLY:
        if s.nan_encoding == NAN_NEG_ZERO:
            return 1 << (s.size - 1)
        return sign | ((1 << (s.size - (1 if s.has_signed else 0))) - 1)
    if s.nonfinite == FINITE_ONLY:
        raise ValueError(f"{s.name} has no NaN")
    emax = ((1 << s.exp_bits) - 1) << s.mant_bits
    q = 1 << (s.precision - 2)
    if s.explicit_int_bit:
        q |= 1 << (s.precision - 1)
    return sign | emax | q


def _inf_bits(s: FloatSemantics, neg: bool) -> int:
    if s.nonfinite == NAN_ONLY:
        return _nan_bits(s, neg)
    if s.nonfinite == FINITE_ONLY:
        return _largest_bits(s, neg)
    sign = (1 << (s.size - 1)) if neg else 0
    emax = ((1 << s.exp_bits) - 1) << s.mant_bits
    if s.explicit_int_bit:
        emax |= 1 << (s.precision - 1)
    return sign | emax


def _largest_bits(s: FloatSemantics, neg: bool) -> int:
    sig = (1 << s.precision) - 1
    if s.nonfinite == NAN_ONLY and s.nan_encoding == NAN_ALL_ONES and s.precision > 1:
        sig -= 1
    return _encode(s, neg, s.max_exp, sig)


def _zero_bits(s: FloatSemantics, neg: bool) -> int:
    if not s.has_zero:
        # makeSmallestNormalized(false)
        return _encode(s, False, s.min_exp, 1 << (s.precision - 1))
    if s.nan_encoding == NAN_NEG_ZERO or not neg:
        return 0
    return 1 << (s.size - 1)


def _encode(s: FloatSemantics, neg: bool, exp: int, sig: int) -> int:
    """Encode a finite nonzero APFloat (exponent, significand)."""
    p1 = s.precision - 1
    if sig >> p1:  # normal
        e_field = exp + s.bias
        m = sig if s.explicit_int_bit else sig & ((1 << p1) - 1)
    else:  # denormal
        e_field = 0
        m = sig
    sign = (1 << (s.size - 1)) if (neg and s.has_signed) else 0
    return sign | (e_field << s.mant_bits) | m


def _round_ratio(s: FloatSemantics, neg: bool, num: int, den: int) -> int:
    """Bits of num/den (num, den > 0) rounded to nearest-even into ``s``."""
    p = s.precision
    # Estimate floor(log2(num/den)).
    lg = num.bit_length() - den.bit_length()
    if lg >= 0:
        if num < (den << lg):
            lg -= 1
    elif (num << -lg) < den:
        lg -= 1
    exp = lg  # APFloat exponent of the leading bit
    if exp > s.max_exp:
        return _inf_bits(s, neg) if s.nonfinite != FINITE_ONLY else _largest_bits(s, neg)
    if exp < s.min_exp:
        exp = s.min_exp  # denormal: fixed exponent
    sh = exp - (p - 1)  # value = q * 2^sh
    if sh >= 0:
        q, r = divmod(num, den << sh)
        d = den << sh
    else:
        q, r = divmod(num << -sh, den)
        d = den
    r2 = r << 1
    if r2 > d or (r2 == d and (q & 1)):
        q += 1
        if q >> p:
            q >>= 1
            exp += 1
    if q == 0:
        return _zero_bits(s, neg)
    if exp > s.max_exp:
        return _inf_bits(s, neg) if s.nonfinite != FINITE_ONLY else _largest_bits(s, neg)
    if (s.nonfinite == NAN_ONLY and s.nan_encoding == NAN_ALL_ONES
            and exp == s.max_exp and q == (1 << p) - 1 and p > 1):
        return _inf_bits(s, neg)
    return _encode(s, neg, exp, q)


def _pack_generic(value: float, s: FloatSemantics) -> int:
    if value != value:
        return _nan_from_double(value, s)
    neg = math.copysign(1.0, value) < 0
    if math.isinf(value):
        return _inf_bits(s, neg)
    if value == 0.0:
        return _zero_bits(s, neg)
    num, den = abs(value).as_integer_ratio()
    return _round_ratio(s, neg, num, den)


def _nan_from_double(value: float, s: FloatSemantics) -> int:
    """APFloat::convert of a double NaN: keep the top payload bits, quiet."""
    d = struct.unpack("<Q", struct.pack("<d", value))[0]
    neg = bool(d >> 63)
    if s.nonfinite != IEEE754:
        return _nan_bits(s, neg)
    payload = d & ((1 << 52) - 1)
    fb = s.precision - 1  # fraction bits of target
    if fb >= 52:
        frac = payload << (fb - 52)
    else:
        frac = payload >> (52 - fb)
    frac |= 1 << (fb - 1)  # quiet bit
    sign = (1 << (s.size - 1)) if neg else 0
    emax = ((1 << s.exp_bits) - 1) << s.mant_bits
    if s.explicit_int_bit:
        frac |= 1 << fb
    return sign | emax | frac


def to_bits(value: float, kind: str) -> int:
    """IEEE bit pattern of ``value`` rounded (nearest-even) into ``kind``."""
    if kind == "f64":
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if kind == "f32":
        if value == value:
            try:
                return struct.unpack("<I", struct.pack("<f", value))[0]
            except OverflowError:
                return 0xFF800000 if value < 0 else 0x7F800000
        return _nan_from_double(value, SEMANTICS["f32"])
    if kind == "f16":
        if value == value:
            try:
                return struct.unpack("<H", struct.pack("<e", value))[0]
            except OverflowError:
                return 0xFC00 if value < 0 else 0x7C00
        return _nan_from_double(value, SEMANTICS["f16"])
    return _pack_generic(value, semantics(kind))


# ---------------------------------------------------------------------------
# Decimal parsing
# ---------------------------------------------------------------------------

def _split_decimal(text: str) -> tuple[bool, int, int]:
    """Parse ``[-+]?digits[.digits][(e|E)[-+]?digits]`` -> (neg, D, k) with
    value D * 10**k."""
    t = text.strip()
    neg = False
    if t[:1] in "+-":
        neg = t[0] == "-"
        t = t[1:]
    exp10 = 0
    epos = max(t.find("e"), t.find("E"))
    if epos >= 0:
        exp10 = int(t[epos + 1:])
        t = t[:epos]
    dot = t.find(".")
    if dot >= 0:
        frac = t[dot + 1:]
        t = t[:dot] + frac
        exp10 -= len(frac)
    if not t or not t.isdigit():
        raise ValueError(f"invalid float literal {text!r}")
    return neg, int(t), exp10


def parse_decimal_exact(text: str, kind: str) -> int:
    """Correctly rounded (single rounding, nearest-even) decimal -> bits, as
    ``APFloat(semantics, text)`` does."""
    if kind == "f64":
        return struct.unpack("<Q", struct.pack("<d", float(text)))[0]
    return _parse_exact_sem(text, semantics(kind))


def _parse_exact_sem(text: str, s: FloatSemantics) -> int:
    neg, d, k = _split_decimal(text)
    if d == 0:
        return _zero_bits(s, neg)
    # Cheap range checks (with generous margins) so that absurd exponents
    # such as 1e-100000 do not build gigantic powers of ten.
    mag10 = (d.bit_length() * 30103) // 100000 + 1 + k  # value < 10^mag10
    if (mag10 - 2) * 3.3219 > s.max_exp + 4:
        return _inf_bits(s, neg) if s.nonfinite != FINITE_ONLY else _largest_bits(s, neg)
    if (mag10 + 1) * 3.3220 < s.min_exp - s.precision - 4:
        return _zero_bits(s, neg)
    if k >= 0:
        return _round_ratio(s, neg, d * 10**k, 1)
    return _round_ratio(s, neg, d, 10**-k)


def parse_decimal(text: str, kind: str) -> int:
    """Bits MLIR's parser produces for the float literal ``text : kind``:
    the literal is rounded to an IEEE double first, then the double is
    converted (nearest-even) into ``kind`` -- exactly like
    ``Parser::parseFloatFromLiteral``.  Out-of-range literals give +-inf
    (converted into the target, e.g. NaN for the FN/FNUZ types)."""
    v = float(text)
    if kind == "f64":
        return struct.unpack("<Q", struct.pack("<d", v))[0]
    return to_bits(v, kind)


# ---------------------------------------------------------------------------
# Printing (APFloat::toString and AsmPrinter printFloatValue)
# ---------------------------------------------------------------------------

_POW5: dict[int, int] = {}
_POW10: dict[int, int] = {}


def _pow5(n: int) -> int:
    v = _POW5.get(n)
    if v is None:
        v = 5 ** n
        if len(_POW5) < 4096:
            _POW5[n] = v
    return v


def _pow10(n: int) -> int:
    v = _POW10.get(n)
    if v is None:
        v = 10 ** n
        if len(_POW10) < 4096:
            _POW10[n] = v
    return v


def _to_string_impl(neg: bool, exp: int, sig: int, sem_precision: int,
                    fmt_precision: int, max_padding: int,
                    truncate_zero: bool) -> str:
    """Port of llvm/lib/Support/APFloat.cpp ``toStringImpl``: value is
    ``sig * 2**exp`` (sig > 0) with an APInt of width ``sem_precision``."""
    if not fmt_precision:
        # 2 + floor(significandBits / lg_2(10))
        fmt_precision = 2 + sem_precision * 59 // 196

    # Ignore trailing binary zeros.
    tz = (sig & -sig).bit_length() - 1
    exp += tz
    sig >>= tz

    # Change the exponent from 2^e to 10^e.
    if exp > 0:
        sig <<= exp
        exp = 0
    elif exp < 0:
        sig *= _pow5(-exp)

    # AdjustToPrecision(APInt): *truncating* division by a power of ten so
    # that roughly fmt_precision digits remain (the digits dropped here are
    # not considered by the decimal rounding below).
    nbits = sig.bit_length()
    bits_required = (fmt_precision * 196 + 58) // 59
    if nbits > bits_required:
        tens = (nbits - bits_required) * 59 // 196
        if tens:
            exp += tens
            sig //= _pow10(tens)

    # Fill the digit buffer, dropping trailing decimal zeros.
    digits = str(sig)
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    digits = stripped

    # AdjustToPrecision(buffer): round half up on the first dropped digit.
    n = len(digits)
    if n > fmt_precision:
        if digits[fmt_precision] < "5":
            kept = digits[:fmt_precision].rstrip("0")
            exp += n - len(kept)
            digits = kept
        else:
            kept = digits[:fmt_precision].rstrip("9")
            if not kept:
                exp += n
                digits = "1"
            else:
                digits = kept[:-1] + chr(ord(kept[-1]) + 1)
                exp += n - len(digits)

    nd = len(digits)

    # Scientific or not?
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or nd + exp > fmt_precision
    else:
        msd = exp + nd - 1
        scientific = msd < 0 and -msd > max_padding

    out = "-" if neg else ""
    if scientific:
        exp += nd - 1
        out += digits[0] + "."
        if nd == 1 and truncate_zero:
            out += "0"
        else:
            out += digits[1:]
        if not truncate_zero and fmt_precision > nd - 1:
            out += "0" * (fmt_precision - nd + 1)
        out += "E" if truncate_zero else "e"
        out += "+" if exp >= 0 else "-"
        es = str(abs(exp))
        if not truncate_zero and len(es) < 2:
            es = "0" + es
        return out + es

    if exp >= 0:
        return out + digits + "0" * exp

    nwhole = exp + nd
    if nwhole > 0:
        return out + digits[:nwhole] + "." + digits[nwhole:]
    return out + "0." + "0" * (-nwhole) + digits


def apfloat_to_string(bits: int, kind: str, format_precision: int = 0,
                      format_max_padding: int = 3,
                      truncate_zero: bool = True) -> str:
    """LLVM ``APFloat::toString(Str, FormatPrecision, FormatMaxPadding,
    TruncateZero)`` for the value with bit pattern ``bits``."""
    s = semantics(kind)
    cat, neg, exp, sig = decode(bits, kind)
    if cat == INF:
        return "-Inf" if neg else "+Inf"
    if cat == NAN:
        return "NaN"
    if cat == ZERO:
        out = "-" if neg else ""
        if not format_max_padding:
            if truncate_zero:
                return out + "0.0E+0"
            out += "0.0"
            if format_precision > 1:
                out += "0" * (format_precision - 1)
            return out + "e+00"
        return out + "0"
    return _to_string_impl(neg, exp - (s.precision - 1), sig, s.precision,
                           format_precision, format_max_padding, truncate_zero)


def _hex(bits: int, s: FloatSemantics) -> str:
    # APInt::toString(radix 16, unsigned, formatAsCLiteral): "0x" + uppercase
    # digits without leading zeros.
    return "0x" + format(bits & ((1 << s.size) - 1), "X")


def format_float(bits: int, kind: str) -> str:
    """Exactly what mlir's AsmPrinter ``printFloatValue`` prints for the
    APFloat with bit pattern ``bits`` in semantics ``kind``."""
    s = semantics(kind)
    bits &= (1 << s.size) - 1
    cat, neg, exp, sig = decode(bits, kind)
    if cat == INF or cat == NAN:
        return _hex(bits, s)
    if cat == ZERO:
        return ("-" if neg else "") + "0.000000e+00"
    e2 = exp - (s.precision - 1)
    text = _to_string_impl(neg, e2, sig, s.precision, 6, 0, False)
    if parse_decimal_exact(text, kind) == bits:
        return text
    text = _to_string_impl(neg, e2, sig, s.precision, 0, 3, True)
    if "." in text:
        return text
    return _hex(bits, s)
