// __global__ with a deduced return type is always an error, even when it deduces void;
// a trailing return type is checked as a plain return type.
// ORACLE-HEADERS: mini
__global__ auto a1(int *p) { p[0] = 1; }
__global__ auto a2(int *p) { return; }
__global__ decltype(auto) a3(int *p) { p[0] = 1; }
__global__ auto a4(int *p) -> int { return p[0]; }
__global__ auto a5(int *p) -> void { p[0] = 1; }
__global__ int a6(int *p);
