// Redeclarations that change __global__: host side says "illegal combination of memory
// qualifiers" only when __device__ meets __global__; cicc reports every change.
// ORACLE-HEADERS: mini
__global__ void a10(int *p);
void a10(int *p) {}
void a11(int *p);
__global__ void a11(int *p) {}
__device__ void a12(int *p);
__global__ void a12(int *p) {}
__global__ void a13(int *p);
__device__ void a13(int *p) {}
__global__ void a14(int *p);
__host__ __device__ void a14(int *p) {}
