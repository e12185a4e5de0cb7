

import pathlib
import time

import numpy as np
from numpy import dtype
from gt4py.cartesian.stencil_object import StencilObject
import pathlib
from gt4py.cartesian.utils import make_module_from_file
computation = make_module_from_file("m_computation__numpy_8de0c1252b", pathlib.Path(__file__).parent / "m_computation__numpy_8de0c1252b.py")

from gt4py.cartesian.definitions import AccessKind, Boundary, CartesianSpace
from gt4py.cartesian.stencil_object import DomainInfo, FieldInfo, ParameterInfo



class y____numpy_8de0c1252b(StencilObject):
    """
    

    The callable interface is the same of the stencil definition function,
    with some extra keyword arguments. Check :class:`gt4py.StencilObject`
    for the full specification.
    """

    _gt_backend_ = "numpy"

    _gt_source_ = {}

    _gt_domain_info_ = DomainInfo(parallel_axes=('I', 'J'), sequential_axis='K', min_sequential_axis_size=3, ndim=3)

    _gt_field_info_ = {'int32_t': FieldInfo(access=AccessKind.READ, boundary=Boundary(((2, 2), (0, 1), (0, -1))), axes=('I', 'J', 'K'), data_dims=(), dtype=dtype('int64')), 'j0': FieldInfo(access=AccessKind.WRITE, boundary=Boundary(((0, 0), (0, 0), (-1, 0))), axes=('I', 'J', 'K'), data_dims=(), dtype=dtype('float64')), 'vc': FieldInfo(access=AccessKind.READ_WRITE, boundary=Boundary(((0, 0), (0, 0), (0, -1))), axes=('I', 'J', 'K'), data_dims=(), dtype=dtype('float64')), 'qv': FieldInfo(access=AccessKind.READ, boundary=Boundary(((0, 0), (0, 0), (0, 0))), axes=('I', 'J', 'K'), data_dims=(), dtype=dtype('int64')), 'a': FieldInfo(access=AccessKind.READ, boundary=Boundary(((2, 0), (1, 2), (1, 0))), axes=('I', 'J', 'K'), data_dims=(), dtype=dtype('bool'))}

    _gt_parameter_info_ = {'void': ParameterInfo(access=AccessKind.READ, dtype=dtype('float64'))}

    _gt_constants_ = {}

    _gt_options_ = {'name': 'y', 'module': '__main__', 'format_source': True, 'backend_opts': {}, 'rebuild': False, 'raise_if_not_cached': False, 'cache_settings': {}, '_impl_opts': {}, 'literal_int_precision': 64, 'literal_float_precision': 64}

    @property
    def backend(self):
        return type(self)._gt_backend_

    @property
    def source(self):
        return type(self)._gt_source_

    @property
    def domain_info(self):
        return type(self)._gt_domain_info_

    @property
    def field_info(self) -> dict:
        return type(self)._gt_field_info_

    @property
    def parameter_info(self) -> dict:
        return type(self)._gt_parameter_info_

    @property
    def constants(self) -> dict:
        return type(self)._gt_constants_

    @property
    def options(self) -> dict:
        return type(self)._gt_options_

    def __call__(
        self, int32_t, j0, vc, void, qv, a, domain=None, origin=None, validate_args=True, exec_info=None
    ):
        if exec_info is not None:
            exec_info["call_start_time"] = time.perf_counter()

        field_args=dict( int32_t=int32_t,  a=a,  j0=j0,  qv=qv,  vc=vc)
        parameter_args=dict( void=void)
        # assert that all required values have been provided


        self._call_run(
            field_args=field_args,
            parameter_args=parameter_args,
            domain=domain,
            origin=origin,
            validate_args=validate_args,
            exec_info=exec_info,
        )


        if exec_info is not None:
            exec_info["call_end_time"] = time.perf_counter()

            if exec_info.setdefault("__aggregate_data", False):
                stencil_info = exec_info.setdefault("y____numpy_8de0c1252b", {})

                # Update performance counters
                stencil_info["call_start_time"] = exec_info["call_start_time"]
                stencil_info["call_end_time"] = exec_info["call_end_time"]
                stencil_info["call_time"] = (
                    stencil_info["call_end_time"]
                    - stencil_info["call_start_time"]
                )
                stencil_info["total_call_time"] = (
                    stencil_info.get("total_call_time", 0.0)
                    + stencil_info["call_time"]
                )
                stencil_info["ncalls"] = (
                    stencil_info.get("ncalls", 0) + 1
                )
                stencil_info["run_time"] = (
                    exec_info["run_end_time"]
                    - exec_info["run_start_time"]
                )
                stencil_info["total_run_time"] = (
                    stencil_info.get("total_run_time", 0.0)
                    + stencil_info["run_time"]
                )
                if "run_cpp_start_time" in exec_info:
                    stencil_info["run_cpp_time"] = (
                        exec_info["run_cpp_end_time"]
                        - exec_info["run_cpp_start_time"]
                    )
                    stencil_info["total_run_cpp_time"] = (
                        stencil_info.get("total_run_cpp_time", 0.0)
                        + stencil_info["run_cpp_time"]
                    )

    def run(self, _domain_, _origin_, exec_info, *,int32_t, a, j0, qv, vc,void):
        if exec_info is not None:
            exec_info["domain"] = _domain_
            exec_info["origin"] = _origin_
            exec_info["run_start_time"] = time.perf_counter()
        computation.run(int32_t=int32_t, j0=j0, vc=vc, void=void, qv=qv, a=a, _domain_=_domain_, _origin_=_origin_)
        if exec_info is not None:
            exec_info["run_end_time"] = time.perf_counter()