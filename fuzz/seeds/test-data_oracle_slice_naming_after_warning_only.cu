// A warning (#20091, host reading a __device__ variable) before the first host->device
// call error does not switch the callee name to the mangled "1?" form.
// ORACLE-HEADERS: mini
__device__ int dev_var = 3;
int host_reads() { return dev_var; }
__device__ int d1(int x) { return x; }
int h1() { return d1(1); }
