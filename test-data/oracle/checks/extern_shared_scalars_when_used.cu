// cicc treats a used extern __shared__ scalar as a static definition and
// says so (#20044); one nothing uses is not allocated.
extern __shared__ int global;
__device__ void f() { extern __shared__ int x; x = 1; }
extern __shared__ int global2;
__device__ void f2() { global2 = 1; }
__device__ void f3() { extern __shared__ int y; }
__global__ void k3() { extern __shared__ float z; z = 1; }
__host__ __device__ void hd() { extern __shared__ int w; w = 2; }
