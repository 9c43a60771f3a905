// GNU vector types in device code.
// ORACLE-HEADERS: mini
typedef int v4 __attribute__((vector_size(16)));
__device__ v4 d1(v4 a, v4 b) { return a + b; }
