// Assignments to elements of local arrays and pointers are checked like
// assignments to locals (#513), products with an element that is a pointer
// are not arithmetic (#2138), a `for` header's first part is an expression
// statement (#174), and writing through `*a` sets an array (#550).
__global__ void k(float *in, int n) {
  __shared__ float *tile[4][4];
  float a;
  int i = 0;
  for (i; i < n; ++i) { a = in[i]; }
  tile[0][1] = in[0];
  a = tile[1][1];
  a = in[0] * tile[0][0];
  float *q[2];
  q[0] = a;
  *q = a;
  q[1] = 0;
  q[1] = 0.0f;
  unsigned u[2];
  u[0] = -1;
  (void)u;
  (void)a;
}
void h() { float *q[2]; *q = 0; }
void g(const int *c, int **pp) { *pp = c; pp[0][0] = 2; }
