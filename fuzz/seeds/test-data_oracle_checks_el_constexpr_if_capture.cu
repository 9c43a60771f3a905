// an extended lambda whose first use of a captured variable is inside an
// if constexpr.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda -std=c++17
template <class... F> int use(F...) { return 0; }
template <class T> int g2(T t) {
  auto l = [=] __device__ () {
    if constexpr (sizeof(T) == 4) {
      return t;
    }
    return T();
  };
  return use(l);
}
template <class T> int g3(T t) {
  auto l = [=] __device__ () {
    T u = t;
    if constexpr (sizeof(T) == 4) {
      return t;
    }
    return u;
  };
  return use(l);
}
int u() { return g2(1) + g3(2); }
