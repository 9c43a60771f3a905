// cicc rejects dynamically initialized statics of device functions in a
// pass of its own and stops after the first function with one: later
// functions' statics and every other later diagnostic go unreported.
int hv;
struct V { int a; __device__ virtual void vm() {} };
__device__ void g0() { static __device__ V v1; }
__device__ int g1() { return hv; }
__device__ void g2() { static __device__ V v2; }
__device__ int g3() { return hv; }
