// function-scope statics in device code: dynamic initialization is an error,
// a __shared__ one with an initializer only a warning.
// ORACLE-HEADERS: mini
__device__ int f();
__device__ int d1() { static int s = 1; return s; }
__device__ int d2() { static int s2 = f(); return s2; }
__global__ void k(int *p) { static __device__ int s4 = 3; p[0] = s4; }
