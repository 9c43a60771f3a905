// a __global__ function redeclared with __host__, and a __host__ __device__
// function redeclared with __global__.
// ORACLE-HEADERS: mini
__global__ void a1();
__host__ void a1() {}
__host__ __device__ void a2();
__global__ void a2() {}
