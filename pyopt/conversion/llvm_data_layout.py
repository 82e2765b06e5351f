"""Checking an LLVM data layout string (llvm::DataLayout::parse, which
MLIR's LLVMDialect::verifyDataLayoutString calls for
`set-llvm-module-datalayout`): the first error of the string, in LLVM's words.

    layout ::= spec ('-' spec)*
    spec   ::= e | E | m:<mangling> | [ifv]<size>:<abi>[:<pref>]
             | a[<size>]:<abi>[:<pref>] | p[<n>]:<size>:<abi>[:<pref>[:<idx>]]
             | n<size>[:<size>]... | S<align> | F[in]<align> | P<n> | A<n> | G<n>
             | ni:<n>[:<n>]... | s...
"""

from __future__ import annotations

import re

_DECIMAL = re.compile(r"[0-9]+\Z")
_MANGLING_MODES = "elomwxa"


class LayoutError(Exception):
    pass


def _unsigned(text: str) -> int | None:
    """to_integer(text, unsigned, 10): digits only, fitting 32 bits."""
    if not _DECIMAL.match(text):
        return None
    value = int(text)
    return value if value < 1 << 32 else None


def _format_error(form: str) -> LayoutError:
    return LayoutError(f'malformed specification, must be of the form "{form}"')


def _address_space(text: str) -> int:
    if not text:
        raise LayoutError("address space component cannot be empty")
    value = _unsigned(text)
    if value is None or value >= 1 << 24:
        raise LayoutError("address space must be a 24-bit integer")
    return value


def _size(text: str, name: str = "size") -> int:
    if not text:
        raise LayoutError(f"{name} component cannot be empty")
    value = _unsigned(text)
    if value is None or value == 0 or value >= 1 << 24:
        raise LayoutError(f"{name} must be a non-zero 24-bit integer")
    return value


def _alignment(text: str, name: str, allow_zero: bool = False) -> int:
    """The alignment in bytes."""
    if not text:
        raise LayoutError(f"{name} alignment component cannot be empty")
    value = _unsigned(text)
    if value is None or value >= 1 << 16:
        raise LayoutError(f"{name} alignment must be a 16-bit integer")
    if value == 0:
        if not allow_zero:
            raise LayoutError(f"{name} alignment must be non-zero")
        return 1
    in_bytes = value // 8
    if value % 8 or in_bytes & (in_bytes - 1):
        raise LayoutError(f"{name} alignment must be a power of two times the byte width")
    return in_bytes


def _preferred(components: list[str], index: int, abi: int) -> None:
    preferred = _alignment(components[index], "preferred") if len(components) > index else abi
    if preferred < abi:
        raise LayoutError("preferred alignment cannot be less than the ABI alignment")


def _primitive(spec: str) -> None:
    specifier, components = spec[0], spec[1:].split(":")
    if not 2 <= len(components) <= 3:
        raise _format_error(f"{specifier}<size>:<abi>[:<pref>]")
    width = _size(components[0])
    abi = _alignment(components[1], "ABI")
    if specifier == "i" and width == 8 and abi != 1:
        raise LayoutError("i8 must be 8-bit aligned")
    _preferred(components, 2, abi)


def _aggregate(spec: str) -> None:
    components = spec[1:].split(":")
    if not 2 <= len(components) <= 3:
        raise _format_error("a:<abi>[:<pref>]")
    if components[0] and _unsigned(components[0]) != 0:
        raise LayoutError("size must be zero")
    abi = _alignment(components[1], "ABI", allow_zero=True)
    _preferred(components, 2, abi)


def _pointer(spec: str) -> None:
    components = spec[1:].split(":")
    if not 3 <= len(components) <= 5:
        raise _format_error("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]")
    if components[0]:
        _address_space(components[0])
    width = _size(components[1], "pointer size")
    abi = _alignment(components[2], "ABI")
    _preferred(components, 3, abi)
    index_width = _size(components[4], "index size") if len(components) > 4 else width
    if index_width > width:
        raise LayoutError("index size cannot be larger than the pointer size")


def _specification(spec: str) -> None:
    if spec.startswith("ni"):
        rest = spec[2:]
        if not rest.startswith(":"):
            raise _format_error("ni:<address space>[:<address space>]...")
        for part in rest[1:].split(":"):
            if _address_space(part) == 0:
                raise LayoutError("address space 0 cannot be non-integral")
        return
    specifier, rest = spec[0], spec[1:]
    if specifier in "ifv":
        _primitive(spec)
    elif specifier == "a":
        _aggregate(spec)
    elif specifier == "p":
        _pointer(spec)
    elif specifier == "s":
        pass  # deprecated, accepted
    elif specifier in "eE":
        if rest:
            raise LayoutError("malformed specification, must be just 'e' or 'E'")
    elif specifier == "n":
        for part in rest.split(":"):
            _size(part)
    elif specifier == "S":
        if not rest:
            raise _format_error("S<size>")
        _alignment(rest, "stack natural")
    elif specifier == "F":
        if not rest:
            raise _format_error("F<type><abi>")
        if rest[0] not in "in":
            raise LayoutError(f"unknown function pointer alignment type '{rest[0]}'")
        _alignment(rest[1:], "ABI")
    elif specifier in "PAG":
        if not rest:
            raise _format_error(f"{specifier}<address space>")
        _address_space(rest)
    elif specifier == "m":
        if not rest.startswith(":") or len(rest) == 1:
            raise _format_error("m:<mangling>")
        if len(rest) > 2 or rest[1] not in _MANGLING_MODES:
            raise LayoutError("unknown mangling mode")
    else:
        raise LayoutError(f"unknown specifier '{specifier}'")


def data_layout_error(layout: str) -> str | None:
    """LLVM's message for the first malformed specification, or None."""
    if not layout:
        return None
    try:
        for spec in layout.split("-"):
            if not spec:
                raise LayoutError("empty specification is not allowed")
            _specification(spec)
    except LayoutError as err:
        return str(err)
    return None
