// device variables in host code: reads and writes warn, taking the address
// and sizeof do not.
// ORACLE-HEADERS: mini
__device__ int dv;
__constant__ int cv[4];
__shared__ int sv;
int *h1() { return &dv; }
const int *h2() { return cv; }
int h3() { return sizeof(dv) + dv; }
void h4() { dv = 1; sv = 2; cv[0] += 1; }
__host__ __device__ int hd() { return dv + cv[1]; }
