// an init-capture of type std::initializer_list in an extended lambda.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
#include <initializer_list>
template <class... F> int use(F...) { return 0; }
int g3() {
  auto l = [x = {1, 2}] __device__ () { return 0; };
  return use(l);
}
