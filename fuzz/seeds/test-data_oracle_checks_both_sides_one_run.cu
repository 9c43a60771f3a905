// One file, one run: cudafe++ (host side) reports the host function calling a
// device function; cicc (device side) the device function calling a host
// function and the host-device function doing the same; the output has both.
// ORACLE-HEADERS: mini
__device__ int dev(int x) { return x; }
int host(int x) { return x; }
int host_calls_device(int x) { return dev(x); }
__device__ int device_calls_host(int x) { return host(x); }
__host__ __device__ int hd_calls_host(int x) { return host(x); }
