// taking the address of a __shared__ variable in host code warns (#20093);
// of __device__ and __constant__ variables it does not.
// ORACLE-HEADERS: mini
__shared__ int sv;
__device__ int dv;
__constant__ int cv;
int *h() { return &sv; }
int *h2() { return &dv; }
const int *h3() { return &cv; }
