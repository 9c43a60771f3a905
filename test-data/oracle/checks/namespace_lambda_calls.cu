// A namespace-scope variable holding a lambda: calling it from device code
// calls a constexpr __host__ operator() (C++17), reported twice by cicc,
// and takes the address of a host variable (#20096).
void hf();
__device__ auto l = [] { hf(); };
auto l2 = [](int x) { return x + 1; };
__device__ void df1() { l(); }
__global__ void k(int *o) { o[0] = l2(1); }
__host__ __device__ int hd() { return l2(2); }
void h() { l(); l2(3); }
