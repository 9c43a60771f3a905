// No CUDA attribute applies to a non-static data member (#1835 for each),
// nor __host__ to a static one.
struct Sample {
  __host__ int a;
  __global__ float b;
  __host__ __device__ int c;
  __shared__ int d;
  static __host__ int e;
  int __host__ f;
};
