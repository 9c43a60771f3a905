// Calls by name between free functions of every execution space in every direction
// (host, device, global via <<<>>>, host device), including implicit host.
// ORACLE-HEADERS: mini
int h(int x) { return x; }
__host__ int hx(int x) { return x; }
__device__ int d(int x) { return x; }
__host__ __device__ int hd(int x) { return x; }
__global__ void g(int *p) { p[0] = 1; }

int host_calls(int *p) { g<<<1, 1>>>(p); return h(1) + hx(1) + hd(1) + d(1); }
__device__ int device_calls(int x) { return d(x) + hd(x) + h(x); }
__global__ void global_calls(int *p) { p[0] = d(p[0]) + hd(p[0]) + device_calls(p[0]) + hx(p[0]); }
__host__ __device__ int hd_calls(int x) { return hd(x) + h(x) + d(x); }
