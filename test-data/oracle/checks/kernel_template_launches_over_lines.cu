// A kernel template launched: EDG makes the instance at the end of the
// launch, so the "based on template argument" context of what the instance
// breaks names the line of the launch's `;`; an error inside the instance's
// body names the launch's first line. A launch whose arguments no kernel
// template of the name can take fails deduction, as a call does.

template <class T> __global__ void by_rvalue(T &&x) { }
template <class T> __global__ void body_error(T x) { x.member(); }
template <class T> __global__ void two(int a, T x) { }

void launches(int v) {
  by_rvalue<<<1, 1>>>(
    static_cast<int &&>(v)
  )
  ;
  body_error<<<1, 1>>>(
    v
  );
  two<<<1, 1>>>(1, 2, 3);
  two<<<1, 1>>>(
    1);
}
