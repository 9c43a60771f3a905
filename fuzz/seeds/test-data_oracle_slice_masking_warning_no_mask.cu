// A warning seen by cicc (#20012) does not mask the later-phase device->host error and
// the hd->host warning #20011.
// ORACLE-HEADERS: mini
int host_fn(int x) { return x; }
struct T { __device__ T() = default; int v; };
__device__ int dev_calls_host(int x) { return host_fn(x); }
__host__ __device__ int hd(int x) { return host_fn(x); }
__global__ void k(int *p) { p[0] = dev_calls_host(1); }
