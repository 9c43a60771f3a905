// extended lambdas capturing arrays whose element type cannot be assigned or
// default-constructed on the host.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
struct NA { NA &operator=(const NA &) = delete; int x; };
struct ND { ND(int) {} int x; };
template <class... F> int use(F...) { return 0; }
int g() {
  NA a[2] = {};
  ND b[2] = {ND(1), ND(2)};
  auto l = [=] __device__ () { return a[0].x; };
  auto l2 = [=] __device__ () { return b[0].x; };
  return use(l, l2);
}
