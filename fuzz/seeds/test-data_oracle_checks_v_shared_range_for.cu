// __shared__ on a range-for declaration.
// ORACLE-HEADERS: mini
__device__ int dv(int *p) {
  int arr[3] = {1, 2, 3};
  int s = 0;
  for (__shared__ int x : arr) { s += x; }
  return s;
}
