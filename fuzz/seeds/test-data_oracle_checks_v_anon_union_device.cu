// members of a namespace-scope anonymous union used in device code.
// ORACLE-HEADERS: mini
static union { int ua; float ub; };
__device__ int d() { return ua; }
__device__ int *d2() { return &ua; }
int h() { return ua; }
