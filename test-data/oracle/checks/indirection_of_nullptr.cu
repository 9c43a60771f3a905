// `*nullptr` is an indirection of "std::nullptr_t", as `*5` is of "int".
__global__ void k(int *a, int b, int n) {}
void f(int *A, int n) {
  k<<<1, 1>>>(A, *nullptr, n);
  int q = *5;
}
int main() {
  vector<int> A(10, 1);
  return 0;
}
