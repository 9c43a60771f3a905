// A store through a pointer kept in a variable goes where the pointer
// points: no store to __constant__ memory, and a read (not a write) of a
// __device__ pointer in host code.
struct Params { float *out; int n; };
__constant__ Params c_params[4];
__constant__ int c_table[8];
__device__ int *d_ptr;
__global__ void k(int i) {
    c_params[i].out[0] = 1.0f;
    c_table[i] = 3;
}
void host(int *p) {
    d_ptr[0] = 1;
    p[0] = c_table[0];
}
