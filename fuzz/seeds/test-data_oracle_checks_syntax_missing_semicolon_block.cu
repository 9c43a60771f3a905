// a declaration missing its ";" in a block: EDG skips to the end of the statement.
__global__ void k(int *p) {
  int x = 1
  int y = 2;
  p[0] = y;
}
__global__ void k2(int *p) {
  int z = 1
  p[0] = z; p[1] = 3;
}
