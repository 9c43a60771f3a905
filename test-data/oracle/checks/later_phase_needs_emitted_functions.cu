// cicc finds calls to host functions while emitting code: an inline or
// internal function that nothing refers to gets no such diagnostic (its
// front-end diagnostics stay); one that something refers to does, even
// from host code.
void log_to_file();
struct Sampler {
  __host__ __device__ void unused_member() { log_to_file(); }
  __host__ __device__ void used_member() { log_to_file(); }
  __host__ __device__ void out_of_class();
};
__host__ __device__ void Sampler::out_of_class() { log_to_file(); }
inline __host__ __device__ void unused_inline() { log_to_file(); }
static __host__ __device__ void unused_static() { log_to_file(); }
inline __device__ void unused_device_inline() { log_to_file(); }
inline __host__ __device__ void used_from_host() { log_to_file(); }
void host_caller() { used_from_host(); }
__host__ __device__ void external_one() { log_to_file(); }
__global__ void launch_sampler() { Sampler s; s.used_member(); }
