// __launch_bounds__ on only one of two declarations of a kernel, or different values on
// each, is accepted; on the definition of a function declared __device__ it is an error.
// ORACLE-HEADERS: mini
__global__ void k1(int *p);
__global__ void __launch_bounds__(128) k1(int *p) { p[0] = 1; }
__global__ void __launch_bounds__(128) k2(int *p);
__global__ void k2(int *p) { p[0] = 1; }
__global__ void __launch_bounds__(128) k3(int *p);
__global__ void __launch_bounds__(256) k3(int *p) { p[0] = 1; }
__device__ void dv();
__device__ void __launch_bounds__(32) dv() {}
