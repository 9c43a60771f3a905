// cicc's #20094 (a host variable read in device code) comes from its front
// end: printed with the source line, before the later phase's errors on
// the same line, and even when the unit has front-end errors. An unused
// local's #177 comes when its scope ends, after what its line reports.
float *host_ptr;
int host_int;
void host_fn(int, float *);
__device__ void dev_fn(int, float *);

__global__ void reads(int i) {
  int unused = host_int;
  dev_fn(1, host_ptr);
}

__global__ void calls_host(int i) {
  host_fn(1, host_ptr);
}

void broken() { not_declared_anywhere = 1; }
