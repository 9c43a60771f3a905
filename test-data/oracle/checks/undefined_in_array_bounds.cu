// Undefined names in array bounds. At namespace scope EDG reports the
// first use and then declares the name there: later declarations and the
// functions after them do not report it again; a function before does.
// In a body, a local array's bound is an expression of the body.
__device__ int before() { return WIDTH; }

__constant__ int starts[WIDTH + 1];
__constant__ int ends[WIDTH];
__device__ float table[2 * HEIGHT];

__global__ void after(int *out) {
  out[0] = starts[WIDTH - 1] + ends[0];
  out[1] = HEIGHT;
}

__global__ void shared_bound(int *out) {
  __shared__ int s[DEPTH * 4];
  for (int i = 0; i < DEPTH; i++)
    s[i] = out[i];
  out[0] = s[0];
}

__global__ void other(int *out) { out[0] = DEPTH; }
