// va_list parameters on kernels and kernel templates.
// ORACLE-HEADERS: mini
__global__ void k1(__builtin_va_list ap) { }
template <class T> __global__ void k2(T x, __builtin_va_list ap) { }
__device__ void d1(__builtin_va_list ap) { }
