// Cross-space calls to functions in namespaces and to static member functions, both directions.
// ORACLE-HEADERS: mini
namespace ns { int nh(int x) { return x; } __device__ int nd(int x) { return x; } }
struct M { static int sh(int x) { return x; } __device__ static int sd(int x) { return x; } };
int host_fn(int x) { return ns::nd(x) + M::sd(x) + ns::nh(x) + M::sh(x); }
__device__ int dev_fn(int x) { return ns::nh(x) + M::sh(x) + ns::nd(x) + M::sd(x); }
__global__ void k(int *p) { p[0] = dev_fn(p[0]); }
