// a device-side launch with -rdc=true needs cudaGetParameterBuffer and
// cudaLaunchDevice to be declared.
// ORACLE-HEADERS: macros
// ORACLE-FLAGS: -rdc=true
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
extern "C" int __cudaPushCallConfiguration(dim3 g, dim3 b, unsigned long s = 0, void *st = 0);
__global__ void k(int *p) { }
__global__ void launcher(int *p) { k<<<1, 1>>>(p); }
void host(int *p) { k<<<1, 1>>>(p); }
