// __inline_hint__ with __forceinline__ or __noinline__.
// ORACLE-HEADERS: mini
__device__ __inline_hint__ __forceinline__ int d1() { return 1; }
__device__ __inline_hint__ __noinline__ int d2() { return 1; }
__device__ __forceinline__ __noinline__ int d3() { return 1; }
__device__ __inline_hint__ int d4() { return 1; }
__inline_hint__ int h1() { return 1; }
