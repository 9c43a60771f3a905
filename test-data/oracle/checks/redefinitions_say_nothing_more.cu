// A function defined again is a redefinition and EDG says nothing more
// of that declaration: no space merge, no memory qualifiers.
void a1() {}
__device__ void a1() {}
__global__ void a2() {}
__host__ __device__ void a2() {}
__device__ void a3() {}
__global__ void a3() {}
__host__ __device__ void a4() {}
__global__ void a4() {}
__global__ void a5() {}
__device__ void a5() {}
struct G { friend void fog(G &arg); int x; };
__global__ void fog(G &arg) { }
void fog(G &arg) { }
void p2(int);
__global__ void p2(int) {}
void p2(int) {}
