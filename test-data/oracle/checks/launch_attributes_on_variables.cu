// __launch_bounds__, __maxnreg__ and __cluster_dims__ on variables, data
// members and parameters do not apply (#1835), as memory spaces on
// parameters written after the declarator.
int v1 __launch_bounds__(128, 7);
__device__ int v2 __launch_bounds__(128);
int v3 __maxnreg__(32);
int v4 __cluster_dims__(2);
struct S { int m __launch_bounds__(64); };
__global__ void k(int p __launch_bounds__(32)) {}
__global__ void k2(int p __shared__, int q __device__) {}
