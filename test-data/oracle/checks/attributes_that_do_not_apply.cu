// Function attributes on variables and memory-space attributes on
// functions do not apply (#1835); __constant__ with __shared__ is an
// illegal combination.
__host__ int host_var;
__global__ int global_var;
__constant__ void constant_fn();
__shared__ void shared_fn();
__managed__ void managed_fn();
__constant__ __shared__ int both_a;
__shared__ __constant__ int both_b;
__managed__ __shared__ int managed_shared;
__host__ __device__ int host_device_var;
extern __host__ int extern_host_var;
static __global__ int static_global_var;
__device__ __constant__ int fine_a;
__device__ __shared__ int fine_b;
