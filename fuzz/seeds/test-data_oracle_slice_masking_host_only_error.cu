// A host-only error (host->device call, not seen by cicc) does not mask cicc's later-phase
// device->host call errors.
// ORACLE-HEADERS: mini
__device__ int d1(int x) { return x; }
int host_fn(int x) { return d1(x); }
__device__ int dev_calls_host(int x) { return host_fn(x); }
__global__ void k(int *p) { p[0] = dev_calls_host(1); }
