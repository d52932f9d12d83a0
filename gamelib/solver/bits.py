"""The compiled bit operations the searches share (numba): popcount, the lowest and highest
card of a mask, PEXT and PDEP (BMI2's instructions where the processor has them, else a bit at
a time) and a prefetch of a table's cache line. Without numba nothing here is defined."""

from __future__ import annotations

try:  # numba is optional: without it the Python search runs
    import numba as _numba
except ImportError:  # pragma: no cover - exercised only where numba is missing
    _numba = None

#: Whether the compiled search is here (numba is installed).
HAVE_NUMBA = _numba is not None
#: numba's version, or None without it.
NUMBA_VERSION = _numba.__version__ if _numba is not None else None

if _numba is not None:
    _njit = _numba.njit(cache=True, nogil=True, error_model="numpy")
    _inline = _numba.njit(cache=True, nogil=True, error_model="numpy", inline="always")

    def _has_bmi2() -> bool:
        """Whether numba compiles for a processor with BMI2's PEXT and PDEP."""
        from numba.core import config
        if config.CPU_NAME or config.CPU_FEATURES:  # compiling for another processor
            return False
        import llvmlite.binding as llb
        try:
            return bool(llb.get_host_cpu_features().get("bmi2", False))
        except RuntimeError:  # llvmlite cannot tell on this platform
            return False

    def _llvm(name, arity, flag=None):
        """The LLVM intrinsic ``name`` on ``arity`` int64 arguments (and a constant i1 ``flag``
        after them when given) as a numba function returning int64."""
        from llvmlite import ir
        from numba.core import cgutils, types
        from numba.extending import intrinsic

        def codegen(context, builder, signature, args):
            i64 = ir.IntType(64)
            params = [i64] * arity + ([ir.IntType(1)] if flag is not None else [])
            fn = cgutils.get_or_insert_function(builder.module, ir.FunctionType(i64, params),
                                                name)
            extra = [ir.Constant(ir.IntType(1), flag)] if flag is not None else []
            return builder.call(fn, list(args) + extra)

        if arity == 1:
            @intrinsic
            def op(typingctx, x):
                return types.int64(types.int64), codegen
        else:
            @intrinsic
            def op(typingctx, x, m):
                return types.int64(types.int64, types.int64), codegen
        return op

    _CTPOP = _llvm("llvm.ctpop.i64", 1)
    _CTTZ = _llvm("llvm.cttz.i64", 1, flag=False)  # 64 for 0
    _CTLZ = _llvm("llvm.ctlz.i64", 1, flag=False)

    def _make_prefetch():
        """LLVM's prefetch of the cache line of ``arr[i]`` (for reading, kept in every level
        of the cache) as a numba function: the table's bucket is asked for while the bounds
        are counted."""
        from llvmlite import ir
        from numba.core import cgutils, types
        from numba.extending import intrinsic

        @intrinsic
        def prefetch(typingctx, arr, i):
            def codegen(context, builder, signature, args):
                aryty = signature.args[0]
                ary = context.make_array(aryty)(context, builder, args[0])
                ptr = cgutils.get_item_pointer(context, builder, aryty, ary, [args[1]])
                i32 = ir.IntType(32)
                fn = cgutils.get_or_insert_function(
                    builder.module, ir.FunctionType(ir.VoidType(), [ptr.type, i32, i32, i32]),
                    "llvm.prefetch.p0")
                builder.call(fn, [ptr, ir.Constant(i32, 0), ir.Constant(i32, 3),
                                  ir.Constant(i32, 1)])
                return context.get_dummy_value()
            return types.void(arr, types.int64), codegen

        return prefetch

    _PREFETCH = _make_prefetch()

    @_njit
    def _bit_walk(x, m, gather):
        """PEXT (``gather``) or PDEP a bit at a time, along the bits of the mask ``m``."""
        r = 0
        k = 0
        while m:
            low = m & -m
            if gather and x & low:
                r |= 1 << k
            elif not gather and (x >> k) & 1:
                r |= low
            k += 1
            m ^= low
        return r

    @_njit
    def _bit_pext(x, m):
        """PEXT a bit at a time: where the processor lacks BMI2, and the tests' reference."""
        return _bit_walk(x, m, True)

    @_njit
    def _bit_pdep(x, m):
        """PDEP a bit at a time (see :func:`_bit_pext`)."""
        return _bit_walk(x, m, False)

    if _has_bmi2():
        _PEXT = _llvm("llvm.x86.bmi.pext.64", 2)
        _PDEP = _llvm("llvm.x86.bmi.pdep.64", 2)

        @_njit
        def _nb_pext(x, m):
            """The bits of ``x`` under the mask ``m``, packed to the bottom (BMI2's PEXT)."""
            return _PEXT(x, m)

        @_njit
        def _nb_pdep(x, m):
            """The bottom bits of ``x`` spread over the bits of the mask ``m`` (BMI2's PDEP)."""
            return _PDEP(x, m)
    else:  # pragma: no cover - where BMI2 is missing
        _nb_pext, _nb_pdep = _bit_pext, _bit_pdep

    @_njit
    def _nb_popcount(x):
        """The bits set in ``x`` (LLVM's ctpop: one instruction where the processor has it)."""
        return _CTPOP(x)

    @_njit
    def _nb_lowest(x):
        """The lowest card of a non-empty mask ``x`` (LLVM's cttz)."""
        return _CTTZ(x)

    @_njit
    def _nb_highest(x):
        """The highest card of a non-empty mask ``x`` (LLVM's ctlz)."""
        return 63 - _CTLZ(x)
