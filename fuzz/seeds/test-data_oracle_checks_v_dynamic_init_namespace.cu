// dynamic initialization of namespace-scope device variables.
// ORACLE-HEADERS: mini
int hf();
constexpr int cf() { return 3; }
struct E { int x; };
__device__ int a = hf();
__device__ int b = cf();
__device__ E e = {4};
__constant__ int k = 3 + 4;
__device__ int c = hf() + 1;
