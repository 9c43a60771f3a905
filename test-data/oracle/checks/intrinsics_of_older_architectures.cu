// The headers declare the warp shuffles without a mask for the host side
// and for architectures before sm_70 only: undefined in device code. The
// compilers' own builtins are declared by no header and stay known.
__device__ int f(int v) { return __shfl(v, 0); }
__device__ int g(int v) { return __shfl_down(v, 1) + __shfl_up(v, 1) + __shfl_xor(v, 1); }
__device__ int h(int v) { return __shfl_sync(0xffffffffu, v, 0) + __match_any_sync(0xffffffffu, v); }
__device__ int b(int v) { return __builtin_expect(v, 1); }
