// An ordinary error inside a __host__ function (seen by both front ends) masks cicc's
// later-phase device->host error and hd->host warning.
// ORACLE-HEADERS: mini
int host_fn(int x) { return x; }
void host_err() { int *p = 1.5; }
__device__ int dev_calls_host(int x) { return host_fn(x); }
__host__ __device__ int hd(int x) { return host_fn(x); }
__global__ void k(int *p) { p[0] = dev_calls_host(1); }
